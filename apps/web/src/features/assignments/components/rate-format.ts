import { BILL_RATE_FIELDS, PAY_RATE_FIELDS, type RateField, type RateValues } from '@app/domain';

/** '27.0000' → '$27.00'; a rate with real third or fourth decimals keeps them ('$33.3333'). */
export function formatRate(value: string | null | undefined, symbol = '$'): string {
  if (value === null || value === undefined || value === '') return '—';
  const [whole = '0', frac = ''] = value.split('.');
  const trimmed = frac.replace(/0+$/, '');
  const decimals = trimmed.length <= 2 ? frac.padEnd(2, '0').slice(0, 2) : trimmed;
  return `${symbol}${Number(whole).toLocaleString('en-US')}.${decimals}`;
}

export { formatPercent } from '../../../components/data-list/format';

export const RATE_LABELS: Record<RateField, string> = {
  pay_rate: 'Pay rate',
  overtime_pay_rate: 'Overtime pay rate',
  double_overtime_pay_rate: 'Double overtime pay rate',
  holiday_pay_rate: 'Holiday pay rate',
  annual_salary: 'Annual salary',
  bill_rate: 'Bill rate',
  overtime_bill_rate: 'Overtime bill rate',
  double_overtime_bill_rate: 'Double overtime bill rate',
  holiday_bill_rate: 'Holiday bill rate',
};

/** The rate fields present in an answer: the API leaves out the side the caller may not see. */
export const shownSides = (row: RateValues) => ({
  pay: PAY_RATE_FIELDS.some((f) => f in row),
  bill: BILL_RATE_FIELDS.some((f) => f in row),
});

export const HOURLY_PAY_FIELDS = PAY_RATE_FIELDS.filter((f) => f !== 'annual_salary');

/** The rate columns of a row with these sides: a salaried job's pay side is its salary alone. */
export const shownRateFields = (sides: { pay: boolean; bill: boolean }, salaried: boolean): RateField[] => [
  ...(sides.pay ? (salaried ? (['annual_salary'] as const) : HOURLY_PAY_FIELDS) : []),
  ...(sides.bill ? BILL_RATE_FIELDS : []),
];
