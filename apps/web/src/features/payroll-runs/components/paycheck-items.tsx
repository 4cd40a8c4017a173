import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { labelOf, type PaycheckDetail } from '@app/domain';
import { Link } from 'react-router';
import { formatCalendarDate, formatHours, formatRate } from '../../../components/data-list/format';
import { useSession } from '../../../lib/auth/use-session';
import { sumMoney } from '../../../lib/decimal';
import { humanize, moneyIn, sourceLinkOf } from '../lib/payroll-format';
import { opensSource } from './payroll-runs-access';

const money = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/**
 * The ledger items behind the paycheck's earnings: work date, pay class, the earning it was paid as, hours,
 * rate and amount, each linked to its timesheet entry (or expense) when the user may open that list. Their
 * amounts add up to the earnings.
 */
export function PaycheckItems({ paycheck }: { paycheck: PaycheckDetail }) {
  const user = useSession()?.user;
  const symbol = paycheck.currency.toUpperCase() === 'USD' ? '$' : `${paycheck.currency.toUpperCase()} `;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="paycheck-items-title">
      <Title order={2} size="h4" mb="xs" id="paycheck-items-title">
        Ledger items
      </Title>
      {paycheck.items.length === 0 ? (
        <Text size="sm">No ledger items are behind this paycheck.</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label="Ledger items behind the earnings" striped verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Work date</Table.Th>
                <Table.Th scope="col">Pay class</Table.Th>
                <Table.Th scope="col">Paid as</Table.Th>
                <Table.Th scope="col" ta="right">
                  Hours
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Rate
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Amount
                </Table.Th>
                <Table.Th scope="col">Source</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {paycheck.items.map((item) => {
                const link = sourceLinkOf(paycheck.contractor.id, item);
                const day = formatCalendarDate(item.work_date);
                return (
                  <Table.Tr key={item.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{day}</Table.Td>
                    <Table.Td>{labelOf('payClass', item.pay_class)}</Table.Td>
                    <Table.Td>{humanize(item.earning)}</Table.Td>
                    <Table.Td ta="right">{item.expense_id ? '—' : formatHours(item.minutes)}</Table.Td>
                    <Table.Td {...money}>{formatRate(item.rate, symbol)}</Table.Td>
                    <Table.Td {...money}>{moneyIn(item.amount, paycheck.currency)}</Table.Td>
                    <Table.Td>
                      {link && user && opensSource(user, link.to) ? (
                        <Anchor
                          component={Link}
                          to={link.to}
                          size="sm"
                          aria-label={`${link.label} of ${paycheck.contractor.name} on ${day}`}
                        >
                          {link.label}
                        </Anchor>
                      ) : (
                        (link?.label ?? '—')
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row" colSpan={3}>
                  Total
                </Table.Th>
                <Table.Td ta="right" fw={700}>
                  {formatHours(paycheck.items.reduce((n, i) => n + (i.expense_id ? 0 : i.minutes), 0))}
                </Table.Td>
                <Table.Td />
                <Table.Td {...money} fw={700}>
                  {moneyIn(sumMoney(paycheck.items.map((i) => i.amount)), paycheck.currency)}
                </Table.Td>
                <Table.Td />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
