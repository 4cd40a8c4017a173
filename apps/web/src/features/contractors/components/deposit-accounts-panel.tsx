/**
 * The worker's deposit accounts on its record, for its employer's payroll staff (decision 0078): each active
 * account masked, its share of net pay, and whether a deposit may go to it — its prenote, or the return that
 * closed it — so staff can say why a share went by check. Read-only: only the worker changes its accounts.
 */
import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { accountName, allocationText, bankIdText } from '../../../components/bank-accounts/account-text';
import { PrenoteStatus } from '../../../components/bank-accounts/prenote-status';
import { toApiError } from '../../../lib/api/errors';
import { useWorkerPayrollMethods } from '../api/worker-payroll-methods';

export function DepositAccountsPanel({ contractorId }: { contractorId: string }) {
  const methods = useWorkerPayrollMethods(contractorId);
  const accounts = methods.data?.accounts ?? [];
  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="deposit-heading">
      <Title order={2} size="h4" id="deposit-heading">
        Direct deposit
      </Title>
      {methods.isPending && <Loader size="sm" role="status" aria-label="Loading the deposit accounts" />}
      {methods.isError && (
        <Text c="red.9" role="alert">
          {toApiError(methods.error).message}
        </Text>
      )}
      {methods.isSuccess && accounts.length === 0 && (
        <Text c="dimmed">No deposit account on file: this worker is paid by check.</Text>
      )}
      {accounts.length > 0 && (
        <Stack gap="xs" role="list" aria-label="Deposit accounts">
          {accounts.map((a) => (
            <Paper key={a.id} withBorder p="sm" radius="md" role="listitem" aria-label={accountName(a)}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2}>
                  <Text fw={600}>{accountName(a)}</Text>
                  <Text size="sm" c="dimmed">
                    {bankIdText(a)} · {allocationText(a, 'The rest of net pay')}
                  </Text>
                </Stack>
                {a.prenote && <PrenoteStatus prenote={a.prenote} depositReturn={a.deposit_return} />}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
