import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { PayoutMethodView } from '@app/domain';
import { accountText, KIND_LABELS, routingText } from '../../../components/bank-accounts/bank-account-format';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatMoment } from '../../../components/data-list/format';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useMakeDefaultPayoutMethod } from '../api/make-default-payout-method';
import { useRemovePayoutMethod } from '../api/remove-payout-method';

const CURRENCY_NAMES: Record<PayoutMethodView['currency'], string> = {
  usd: 'US dollar',
  cad: 'Canadian dollar',
};

/** Runs a change; when the two-factor modal takes the request over (424) its dialog steps aside. */
async function unlessHeldForCode(change: () => Promise<unknown>, done: () => void) {
  try {
    await change();
  } catch (error) {
    if (toApiError(error).silent) return;
    throw error;
  }
  done();
}

function MakeDefaultButton({ account }: { account: PayoutMethodView }) {
  const make = useMakeDefaultPayoutMethod();
  const text = accountText(account);
  return (
    <ConfirmButton
      label="Make default"
      title="Make this the default account?"
      message={`${CURRENCY_NAMES[account.currency]} payouts will be paid to ${text} from now on.`}
      confirmLabel="Make default"
      variant="subtle"
      onConfirm={() =>
        unlessHeldForCode(
          () => make.mutateAsync(account.id),
          () => toast.success(`${text} is now the default account`),
        )
      }
    />
  );
}

function RemoveButton({ account }: { account: PayoutMethodView }) {
  const remove = useRemovePayoutMethod();
  const text = accountText(account);
  return (
    <ConfirmButton
      label="Remove"
      title="Remove bank account?"
      message={`${text} will no longer receive payouts. Payouts already made to it stay as they are.`}
      confirmLabel="Remove account"
      color="red"
      variant="subtle"
      onConfirm={() =>
        unlessHeldForCode(
          () => remove.mutateAsync(account.id),
          () => toast.success(`Bank account removed: ${text}`),
        )
      }
    />
  );
}

/** The payout accounts, masked: bank and last four digits, routing, holder, currency, default, when added. */
export function PayoutMethodTable({
  accounts,
  showOwner,
  canChange,
}: {
  accounts: PayoutMethodView[];
  showOwner: boolean;
  canChange: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Payout accounts" verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            {showOwner && <Table.Th>Paid to</Table.Th>}
            <Table.Th>Account</Table.Th>
            <Table.Th>Bank identifier</Table.Th>
            <Table.Th>Account holder</Table.Th>
            <Table.Th>Currency</Table.Th>
            <Table.Th>Added</Table.Th>
            {canChange && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((a) => (
            <Table.Tr key={a.id}>
              {showOwner && <Table.Td>{a.owner.name}</Table.Td>}
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {accountText(a)}
                  </Text>
                  {a.default && (
                    <Badge size="sm" variant="light">
                      Default
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {KIND_LABELS[a.kind]}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{routingText(a)}</Table.Td>
              <Table.Td>{a.account_holder}</Table.Td>
              <Table.Td>{a.currency.toUpperCase()}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(a.created_at)}</Table.Td>
              {canChange && (
                <Table.Td ta="right">
                  <Group
                    gap={4}
                    justify="flex-end"
                    wrap="nowrap"
                    role="group"
                    aria-label={`Actions for ${accountText(a)}`}
                  >
                    {!a.default && <MakeDefaultButton account={a} />}
                    <RemoveButton account={a} />
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
