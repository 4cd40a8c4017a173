import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { PaymentMethodView } from '@app/domain';
import { formatMoment } from '../../../components/data-list/format';
import { accountText, KIND_LABELS, routingText } from '../../../components/bank-accounts/bank-account-format';
import { RemoveAccountButton } from './remove-account-button';

/** The saved accounts, masked: bank and last four digits, routing, holder, currency, when added; Remove on each. */
export function AccountTable({ accounts, showClient }: { accounts: PaymentMethodView[]; showClient: boolean }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Bank accounts" verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            {showClient && <Table.Th>Client</Table.Th>}
            <Table.Th>Account</Table.Th>
            <Table.Th>Bank identifier</Table.Th>
            <Table.Th>Account holder</Table.Th>
            <Table.Th>Currency</Table.Th>
            <Table.Th>Added</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((a) => (
            <Table.Tr key={a.id}>
              {showClient && <Table.Td>{a.client.name}</Table.Td>}
              <Table.Td>
                <Text size="sm" fw={500}>
                  {accountText(a)}
                </Text>
                <Text size="xs" c="dimmed">
                  {KIND_LABELS[a.kind]}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{routingText(a)}</Table.Td>
              <Table.Td>{a.account_holder}</Table.Td>
              <Table.Td>{a.currency.toUpperCase()}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(a.created_at)}</Table.Td>
              <Table.Td ta="right">
                <RemoveAccountButton account={a} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
