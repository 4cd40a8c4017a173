import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { DepositAccountView, DepositAccountsView } from '@app/domain';
import { PrenoteStatus } from '../../../components/bank-accounts/prenote-status';
import { ConfirmButton } from '../../../components/confirm-button';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useRemoveSplit } from '../api/payroll-methods';
import { accountName, allocationText, bankIdText } from '../lib/deposit-split';

export const SPLIT_REMOVED = 'The split account was removed';

function RemoveSplitButton({ account }: { account: DepositAccountView }) {
  const remove = useRemoveSplit();
  return (
    <ConfirmButton
      label="Remove"
      title="Remove split account?"
      message={`${accountName(account)} will no longer receive ${allocationText(account).replace(' of net pay', '')} of your pay: your main account takes it instead.`}
      confirmLabel="Remove account"
      color="red"
      variant="subtle"
      onConfirm={async () => {
        try {
          await remove.mutateAsync(account.id);
        } catch (error) {
          // The two-factor modal has the request now: this dialog steps aside.
          if (toApiError(error).silent) return;
          throw error;
        }
        toast.success(SPLIT_REMOVED);
      }}
    />
  );
}

/**
 * One active account as a card: what it is, where it is, what it takes, whether a US one is verified by its
 * prenote (decision 0067); a split one's actions.
 */
function AccountCard({ account: a, onChange }: { account: DepositAccountView; onChange: () => void }) {
  const main = a.allocation.kind === 'remainder';
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      role="listitem"
      // The main account keeps the name the page always gave it.
      aria-label={main ? 'Current account' : `Split account ${a.account_masked}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600}>{accountName(a)}</Text>
            {main && (
              <Badge size="sm" variant="light">
                Main
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {bankIdText(a)} · {a.account_holder}
          </Text>
          <Text size="sm" fw={500}>
            {allocationText(a)}
          </Text>
          {a.prenote && <PrenoteStatus prenote={a.prenote} depositReturn={a.deposit_return} />}
        </Stack>
        {!main && (
          <Group gap={4} role="group" aria-label={`Actions for ${a.account_masked}`} wrap="nowrap">
            <Button variant="subtle" onClick={onChange}>
              Change
            </Button>
            <RemoveSplitButton account={a} />
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/**
 * The worker's active accounts and what each takes of a paycheck: the split accounts in the order they are
 * paid (each its percent of the whole net pay or its amount, never more than is left), then the main account,
 * which takes the rest. A split account can be changed or removed; the main one only replaced.
 */
export function SplitAccounts({
  accounts,
  onChange,
}: {
  accounts: DepositAccountsView['accounts'];
  onChange: (account: DepositAccountView) => void;
}) {
  const ordered = [
    ...accounts.filter((a) => a.allocation.kind !== 'remainder'),
    ...accounts.filter((a) => a.allocation.kind === 'remainder'),
  ];
  return (
    <Stack gap="xs" role="list" aria-label="Your accounts">
      {ordered.map((a) => (
        <AccountCard key={a.id} account={a} onChange={() => onChange(a)} />
      ))}
    </Stack>
  );
}
