import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { RatesQuote } from '@app/domain';
import { useState } from 'react';
import { splitServerErrors, type FieldErrors } from '../../../components/forms/server-field-errors';
import { useQuoteRates } from '../api/quote-rates';
import { formatCalendarDate, formatMoney, formatPercent } from '../../../components/data-list/format';

type Mode = 'markup' | 'margin';
const FIELDS = new Set(['pay_rate', 'markup_percent', 'target_margin_percent', 'state', 'workers_comp_code']);

const money = (v: string | null | undefined) => (v === null || v === undefined ? '—' : formatMoney(v));
const pct = formatPercent;

/** /pricing_calculator: a bill rate from pay by markup or target margin, burden included, markup and margin side by side. */
export function PricingCalculatorPage() {
  const [mode, setMode] = useState<Mode>('markup');
  const [pay, setPay] = useState('');
  const [percent, setPercent] = useState('');
  const [state, setState] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [topError, setTopError] = useState<string | null>(null);
  const quote = useQuoteRates();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    setTopError(null);
    quote.mutate(
      {
        pay_rate: pay.trim(),
        state: state.trim(),
        workers_comp_code: code.trim() || null,
        ...(mode === 'markup' ? { markup_percent: percent.trim() } : { target_margin_percent: percent.trim() }),
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
      <Title order={1}>Pricing Calculator</Title>
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate aria-label="Pricing calculator">
          <Stack>
            <SegmentedControl
              value={mode}
              onChange={(v) => setMode(v as Mode)}
              data={[
                { value: 'markup', label: 'By markup' },
                { value: 'margin', label: 'By target margin' },
              ]}
              aria-label="Price by"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Pay rate"
                required
                inputMode="decimal"
                value={pay}
                onChange={(e) => setPay(e.currentTarget.value)}
                error={errors.pay_rate}
              />
              <TextInput
                label={mode === 'markup' ? 'Markup (%)' : 'Target margin (%)'}
                required
                inputMode="decimal"
                value={percent}
                onChange={(e) => setPercent(e.currentTarget.value)}
                error={mode === 'markup' ? errors.markup_percent : errors.target_margin_percent}
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
                label="Workers comp code"
                placeholder="8810"
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                error={errors.workers_comp_code}
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
                disabled={!pay.trim() || !percent.trim() || !state.trim()}
              >
                Calculate
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {q && (
        <Paper withBorder p="lg" aria-label="Quote">
          <SimpleGrid cols={{ base: 2, sm: 4 }} mb="lg">
            <Result label="Bill rate" value={money(q.bill_rate)} />
            <Result label="Markup" value={pct(q.markup_percent)} />
            <Result label="Margin" value={pct(q.margin_percent)} />
            <Result label="Margin per hour" value={money(q.margin_per_hour)} />
          </SimpleGrid>
          <Text size="sm" c="dimmed" mb="sm">
            Without burden the same markup is a {pct(q.margin_before_burden_percent)} margin.{' '}
            {q.burden_basis.method === 'payroll_engine'
              ? `Burden is what payroll will cost: a year of weekly paychecks (${q.annual_hours} hours) through the payroll engine for ${q.date.slice(0, 4)}, each on the wages before it, so Social Security, FUTA and SUTA stop at their wage bases.`
              : `Burden uses the rates in effect on ${formatCalendarDate(q.date)}, with wage bases spread over ${q.annual_hours} hours a year.`}
          </Text>
          {q.burden_basis.method === 'payroll_engine' && <BurdenBasisNote basis={q.burden_basis} />}
          <Table aria-label="Burden per hour">
            <Table.Tbody>
              {(
                [
                  // The parts are unknown when only a legacy combined FICA rate was in effect.
                  ...(q.burden.social_security === null || q.burden.medicare === null
                    ? ([['FICA (combined rate)', q.burden.fica]] as const)
                    : ([
                        ['Social Security', q.burden.social_security],
                        ['Medicare', q.burden.medicare],
                      ] as const)),
                  ['FUTA', q.burden.futa],
                  ['SUTA', q.burden.suta],
                  ["Workers' comp", q.burden.workers_comp],
                  ...(q.burden_basis.other ? ([[OTHER_LABEL[q.burden_basis.other], q.burden.other]] as const) : []),
                  ['Total burden per hour', q.burden.total],
                  ['Overtime bill rate', q.overtime_bill_rate],
                  ['Double overtime bill rate', q.double_overtime_bill_rate],
                  ['Holiday bill rate', q.holiday_bill_rate],
                ] as const
              ).map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th>{label}</Table.Th>
                  <Table.Td ta="right">{money(value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}

const SOURCE = { company_taxes: 'company taxes', rate_settings: 'rate settings' } as const;
const OTHER_LABEL = {
  canada_cpp_ei: 'CPP, CPP2 and EI (employer)',
  international_employer_cost: 'In-country employer cost',
} as const;

/** Where SUTA and workers' comp came from, so a missing registration is seen, not silently zero. */
function BurdenBasisNote({ basis }: { basis: RatesQuote['burden_basis'] }) {
  if (basis.other === 'international_employer_cost') {
    return (
      <Text size="sm" c="dimmed" mb="sm" data-testid="burden-basis">
        The in-country employer cost is the percent configured for the country on the rates page.
      </Text>
    );
  }
  if (basis.other === 'canada_cpp_ei') {
    return (
      <Text size="sm" c="dimmed" mb="sm" data-testid="burden-basis">
        The employer's CPP, CPP2 and EI (1.4×) over a year of weekly paychecks, to the year's maximums
        {basis.workers_comp_per_100 ? `; workers' comp ${Number(basis.workers_comp_per_100.value)} per $100` : ''}.
      </Text>
    );
  }
  const suta = basis.suta
    ? `SUTA ${Number(basis.suta.rate_percent)}%${basis.suta.wage_base ? ` on the first ${money(basis.suta.wage_base)}` : ''} (${SOURCE[basis.suta.source]})`
    : 'No SUTA rate for this state in company taxes or rate settings: SUTA is left out';
  const wc = basis.workers_comp_per_100
    ? `workers' comp ${Number(basis.workers_comp_per_100.value)} per $100 (${SOURCE[basis.workers_comp_per_100.source]})`
    : "no workers' comp rate for this code and state";
  return (
    <Text size="sm" c={basis.suta ? 'dimmed' : 'orange'} mb="sm" data-testid="burden-basis">
      {suta}; {wc}.
    </Text>
  );
}

function Result({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </div>
  );
}
