import { Alert, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { toApiError } from '../../lib/api/errors';
import { usePtoBalances } from './get-pto-balances';
import { hoursText } from '../hours-text';

/**
 * The caller's PTO balances (a contractor sees its own; pass `contractorId` to narrow for staff), one
 * card per rule. Shown at the top of /pto_accruals and /time_off_requests for contractors.
 */
export function BalanceCards({ contractorId }: { contractorId?: string }) {
  const balances = usePtoBalances(contractorId ? { contractor_id: contractorId } : {});
  if (balances.isPending) return <Skeleton height={72} aria-label="Loading PTO balance" />;
  if (balances.isError)
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load the PTO balance">
        {toApiError(balances.error).message}
      </Alert>
    );
  const rows = balances.data.data;
  if (rows.length === 0)
    return (
      <Paper withBorder p="md">
        <Text c="dimmed">You are not enrolled in a PTO plan yet.</Text>
      </Paper>
    );
  return (
    <Group align="stretch" gap="md" role="region" aria-label="PTO balance">
      {rows.map((b) => (
        <Paper
          key={`${b.contractor.id}-${b.pto_rule.id}`}
          withBorder
          p="md"
          miw={220}
          role="group"
          aria-label={b.pto_rule.name}
        >
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {b.pto_rule.name}
            </Text>
            <Text size="xl" fw={700} data-testid="pto-balance">
              {hoursText(b.balance_minutes)}
            </Text>
            <Text size="xs" c="dimmed">
              Accrued {hoursText(b.accrued_minutes)} · Used {hoursText(-b.used_minutes)}
              {b.forfeited_minutes !== 0 && ` · Forfeited ${hoursText(-b.forfeited_minutes)}`}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Group>
  );
}
