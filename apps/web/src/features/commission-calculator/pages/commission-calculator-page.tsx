import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { CommissionPlanView } from '@app/domain';
import { useState } from 'react';
import { formatCalendarDate, formatMoney } from '../../../components/data-list/format';
import { splitServerErrors, type FieldErrors } from '../../../components/forms/server-field-errors';
import { useCommissionPlans, useQuoteCommission } from '../api/commissions';

const FIELDS = new Set(['plan_id', 'pay_rate', 'bill_rate', 'hours_per_week', 'state', 'basis_to_date']);

/** "10% on margin to $20,000.00, then 5%": a plan's tiers in words. */
export function planTerms(plan: Pick<CommissionPlanView, 'basis' | 'tiers'>): string {
  const parts = plan.tiers.map((t, i) => {
    const next = plan.tiers[i + 1];
    const rate = `${Number(t.percent)}%`;
    if (i === 0) return next ? `${rate} of ${plan.basis} to ${formatMoney(next.from)}` : `${rate} of ${plan.basis}`;
    return next ? `${rate} to ${formatMoney(next.from)}` : `then ${rate}`;
  });
  return parts.join(', ');
}

const planLabel = (p: CommissionPlanView) =>
  `${p.partner.name} · ${planTerms(p)} · from ${formatCalendarDate(p.start_date)}${p.end_date ? ` to ${formatCalendarDate(p.end_date)}` : ''}`;

/**
 * /commission_calculator (issue 14): a sales partner's commission on a hypothetical placement under one of
 * its plans — the pricing calculator's margin per hour (the payroll engine's employer burden) and the
 * plan's tiers from the basis the year has reached, for a week and a year of it.
 */
export function CommissionCalculatorPage() {
  const plans = useCommissionPlans();
  const quote = useQuoteCommission();
  const [planId, setPlanId] = useState<string | null>(null);
  const [pay, setPay] = useState('');
  const [bill, setBill] = useState('');
  const [hours, setHours] = useState('40');
  const [state, setState] = useState('');
  const [toDate, setToDate] = useState('0');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [topError, setTopError] = useState<string | null>(null);
  const options = (plans.data?.data ?? []).map((p) => ({ value: p.id, label: planLabel(p) }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    setTopError(null);
    quote.mutate(
      {
        plan_id: planId ?? '',
        pay_rate: pay.trim(),
        bill_rate: bill.trim(),
        hours_per_week: hours.trim(),
        state: state.trim(),
        basis_to_date: toDate.trim() || '0',
      },
      {
        onError: (err) => {
          const split = splitServerErrors(err, FIELDS);
          setErrors(split.fields);
          setTopError(split.error.message);
        },
      },
    );
  };
  const q = quote.data;
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>Commission Calculator</Title>
      {plans.isSuccess && options.length === 0 && (
        <Alert color="yellow" variant="light" role="status">
          No commission plan yet: the platform sets one for each partner you refer.
        </Alert>
      )}
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate aria-label="Commission calculator">
          <Stack>
            <Select
              label="Plan"
              required
              data={options}
              value={planId}
              onChange={setPlanId}
              placeholder={plans.isPending ? 'Loading plans…' : 'Choose a plan'}
              error={errors.plan_id}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Pay rate"
                required
                inputMode="decimal"
                value={pay}
                onChange={(e) => setPay(e.currentTarget.value)}
                error={errors.pay_rate}
              />
              <TextInput
                label="Bill rate"
                required
                inputMode="decimal"
                value={bill}
                onChange={(e) => setBill(e.currentTarget.value)}
                error={errors.bill_rate}
              />
              <TextInput
                label="Hours a week"
                required
                inputMode="decimal"
                value={hours}
                onChange={(e) => setHours(e.currentTarget.value)}
                error={errors.hours_per_week}
              />
              <TextInput
                label="State"
                required
                maxLength={2}
                placeholder="TX"
                value={state}
                onChange={(e) => setState(e.currentTarget.value)}
                error={errors.state}
              />
              <TextInput
                label="Basis earned this plan year"
                description="Where the year's tiers stand before this placement"
                inputMode="decimal"
                value={toDate}
                onChange={(e) => setToDate(e.currentTarget.value)}
                error={errors.basis_to_date}
              />
            </SimpleGrid>
            {topError && (
              <Alert color="red" variant="light" role="alert">
                {topError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={quote.isPending}
                disabled={!planId || !pay.trim() || !bill.trim() || !state.trim()}
              >
                Calculate
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {q && (
        <Paper withBorder p="lg" aria-label="Commission">
          {!q.in_effect && (
            <Alert color="yellow" variant="light" mb="md">
              This plan does not cover today: it would earn nothing now.
            </Alert>
          )}
          <Text size="sm" c="dimmed" mb="sm">
            Margin per hour {formatMoney(q.margin_per_hour)} after {formatMoney(q.burden_per_hour)} of employer burden
            per hour; the commission is on the {q.basis}.
          </Text>
          <Table aria-label="Commission per week and per year">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th ta="right">Billing</Table.Th>
                <Table.Th ta="right">Margin</Table.Th>
                <Table.Th ta="right">Commission</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(
                [
                  ['A week', q.weekly],
                  ['A year (52 weeks)', q.annual],
                ] as const
              ).map(([label, row]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td ta="right">{formatMoney(row.billing)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.margin)}</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {formatMoney(row.commission)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
