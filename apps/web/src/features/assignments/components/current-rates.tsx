import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BILL_RATE_FIELDS, type RateField } from '@app/domain';
import type { AssignmentRow } from '../api/assignment-types';
import { HOURLY_PAY_FIELDS, RATE_LABELS, shownSides } from './rate-format';
import { formatCalendarDate, formatMoney, formatPercent, formatRate } from '../../../components/data-list/format';

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  );
}

const rateItems = (a: AssignmentRow, fields: readonly RateField[]) =>
  fields.map((f) => <Item key={f} label={RATE_LABELS[f]} value={formatRate(a[f])} />);

/** The rates in effect, only the sides the API answered, and the margin for those who see both. */
export function CurrentRates({ assignment: a }: { assignment: AssignmentRow }) {
  const sides = shownSides(a);
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Current rates{' '}
        {a.rates_effective_date && (
          <Text span c="dimmed" size="sm">
            (from {formatCalendarDate(a.rates_effective_date)})
          </Text>
        )}
      </Title>
      {sides.pay && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} aria-label="Pay rates">
          {a.job.salaried ? (
            <Item label={RATE_LABELS.annual_salary} value={formatRate(a.annual_salary)} />
          ) : (
            rateItems(a, HOURLY_PAY_FIELDS)
          )}
        </SimpleGrid>
      )}
      {sides.bill && <SimpleGrid cols={{ base: 2, sm: 4 }}>{rateItems(a, BILL_RATE_FIELDS)}</SimpleGrid>}
      {a.margin && (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Item label="Margin per hour" value={formatMoney(a.margin.per_hour)} />
          <Item label="Margin" value={formatPercent(a.margin.percent)} />
          <Item label="Markup" value={formatPercent(a.margin.markup_percent)} />
          <Item label="Employer burden per hour" value={formatMoney(a.margin.burden_per_hour)} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
