import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { labelOf, type ApprovalGroupDetail } from '@app/domain';
import { formatHours, formatWorkday } from '../../../components/data-list/format';
import { formatBillAmounts } from '../lib/bill-amounts';
import { summarizeWeek } from '../lib/week-bill';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** On a phone (decision 0108): one card per day, its hours by pay class and its amount, no table to scroll. */
function DayCards({ week, withAmount }: { week: ReturnType<typeof summarizeWeek>; withAmount: boolean }) {
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label="Hours by day and type"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {week.days.map((d) => (
        <li key={d.date}>
          <Paper withBorder p="xs" aria-label={formatWorkday(d.date)} component="article">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} size="sm">
                {formatWorkday(d.date)}
              </Text>
              <Text size="sm">
                {formatHours(d.totalMinutes)} h{withAmount && ` · ${formatBillAmounts(d.amounts ?? undefined)}`}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {week.classes
                .filter((c) => d.minutes[c])
                .map((c) => `${labelOf('payClass', c)} ${formatHours(d.minutes[c]!)}`)
                .join(' · ')}
            </Text>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}

/**
 * The week in one look: its hours, what it will bill once approved (the ledger's own pricing, overtime
 * included) and the hours per day split by pay class (regular, overtime, double time…).
 */
export function WeekApprovalSummary({ group, phone = false }: { group: ApprovalGroupDetail; phone?: boolean }) {
  const week = summarizeWeek(group);
  const withAmount = week.amounts !== null;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: withAmount ? 3 : 2 }}>
        <Figure label="Hours" value={formatHours(week.totalMinutes)} hint="Pending and approved" />
        {withAmount && (
          <Figure label="Amount" value={formatBillAmounts(week.amounts ?? undefined)} hint="Billed once approved" />
        )}
        <Figure
          label="Pending"
          value={String(group.pending_count)}
          hint={group.pending_count === 1 ? 'entry' : 'entries'}
        />
      </SimpleGrid>
      {phone ? (
        <DayCards week={week} withAmount={withAmount} />
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={4} aria-label="Hours by day and type">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Day</Table.Th>
                  {week.classes.map((c) => (
                    <Table.Th key={c} ta="right">
                      {labelOf('payClass', c)}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">Hours</Table.Th>
                  {withAmount && <Table.Th ta="right">Amount</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {week.days.map((d) => (
                  <Table.Tr key={d.date}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWorkday(d.date)}</Table.Td>
                    {week.classes.map((c) => (
                      <Table.Td key={c} ta="right">
                        {d.minutes[c] ? formatHours(d.minutes[c]) : '—'}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right">{formatHours(d.totalMinutes)}</Table.Td>
                    {withAmount && <Table.Td ta="right">{formatBillAmounts(d.amounts ?? undefined)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>Week</Table.Th>
                  {week.classes.map((c) => (
                    <Table.Th key={c} ta="right">
                      {formatHours(week.totals[c] ?? 0)}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">{formatHours(week.totalMinutes)}</Table.Th>
                  {withAmount && <Table.Th ta="right">{formatBillAmounts(week.amounts ?? undefined)}</Table.Th>}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {week.days.length === 0 && (
        <Group>
          <Text c="dimmed" size="sm">
            Nothing left to bill this week.
          </Text>
        </Group>
      )}
    </Stack>
  );
}
