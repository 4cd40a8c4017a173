import { BILL_RATE_FIELDS, PAY_RATE_FIELDS, type RateField, type RateValues } from '@app/domain';

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
