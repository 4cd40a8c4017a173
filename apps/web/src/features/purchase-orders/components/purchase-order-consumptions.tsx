import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PurchaseOrderDetail } from '@app/domain';
import { formatCalendarDate, formatMoment } from '../../../components/data-list/format';
import { moneyIn } from '../lib/purchase-order-format';
import { timesheetLinkOf } from '../lib/timesheet-link';

/**
 * What consumed the PO: one row per approved timesheet (hours and billed amount), flagged when it went
 * past the budget; a row whose approval was undone stays, marked released, and no longer counts.
 */
export function PurchaseOrderConsumptions({ po }: { po: PurchaseOrderDetail }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Consumption
      </Title>
      {po.consumptions.length === 0 ? (
        <Text c="dimmed">No approved time has consumed this purchase order yet.</Text>
      ) : (
        <Table aria-label="Consumption">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Timesheet</Table.Th>
              <Table.Th>Contractor</Table.Th>
              <Table.Th ta="right">Hours</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Approved</Table.Th>
              <Table.Th>Flags</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {po.consumptions.map((c) => (
              <Table.Tr key={c.id} c={c.released_at ? 'dimmed' : undefined}>
                <Table.Td>
                  <Anchor component={Link} to={timesheetLinkOf(c.timesheet)}>
                    {formatCalendarDate(c.timesheet.date)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{c.timesheet.contractor.name}</Table.Td>
                <Table.Td ta="right">{c.hours}</Table.Td>
                <Table.Td ta="right">{moneyIn(c.amount, po.currency)}</Table.Td>
                <Table.Td>{formatMoment(c.created_at)}</Table.Td>
                <Table.Td>
                  {c.over_budget && (
                    <Badge color="red" variant="light">
                      Over budget
                    </Badge>
                  )}
                  {c.released_at && (
                    <Badge color="gray" variant="light">
                      Released {formatMoment(c.released_at)}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
