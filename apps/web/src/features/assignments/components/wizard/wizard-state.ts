import {
  BILL_RATE_FIELDS,
  hasCapability,
  rateValueSchema,
  rateVisibility,
  salaryValueSchema,
  type AccessSubject,
  type RateField,
} from '@app/domain';
import type { AssignmentRow } from '../../api/assignment-types';
import type { AssignmentCreateBody } from '../../api/save-assignment';
import { HOURLY_PAY_FIELDS, RATE_LABELS } from '../rate-format';

export interface WizardState {
  client_id: string | null;
  contractor_id: string | null;
  job_id: string | null;
  work_location_id: string | null;
  /** Not chosen in the wizard: an edited assignment keeps its own, a new one has none. */
  end_client_id: string | null;
  department_id: string | null;
  start_date: string;
  end_date: string;
  rates: Partial<Record<RateField, string>>;
}

export const EMPTY_WIZARD: WizardState = {
  client_id: null,
  contractor_id: null,
  job_id: null,
  work_location_id: null,
  end_client_id: null,
  department_id: null,
  start_date: '',
  end_date: '',
  rates: {},
};

export const STEPS = ['Client', 'Contractor', 'Job & location', 'Dates', 'Rates', 'Review'] as const;

/** A pending assignment opened for editing: its parties, dates and the rates the caller sees. */
export function stateOf(a: AssignmentRow): WizardState {
  const rates = Object.fromEntries(
    Object.entries(a).filter(([k, v]) => (k.endsWith('_rate') || k === 'annual_salary') && typeof v === 'string'),
  ) as WizardState['rates'];
  return {
    client_id: a.client.id,
    contractor_id: a.contractor.id,
    job_id: a.job.id,
    work_location_id: a.work_location.id,
    end_client_id: a.end_client?.id ?? null,
    department_id: a.department?.id ?? null,
    start_date: a.start_date,
    end_date: a.end_date ?? '',
    rates,
  };
}

/** Whether the user may go on from `step`. */
export function stepComplete(s: WizardState, step: number): boolean {
  switch (step) {
    case 0:
      return s.client_id !== null;
    case 1:
      return s.contractor_id !== null;
    case 2:
      return s.job_id !== null && s.work_location_id !== null;
    case 3:
      return s.start_date !== '' && (s.end_date === '' || s.end_date >= s.start_date);
    default:
      return true;
  }
}

export interface RateStepFields {
  pay: RateField[];
  bill: RateField[];
  /** The base rates a new assignment must name (the server answers 422 without them). */
  required: RateField[];
}

/**
 * The rate inputs of the Rates step: the sides the caller sees; a salaried job's pay is its salary,
 * set only by those who may add salary.
 */
export function rateStepFields(subject: AccessSubject | null, salaried: boolean): RateStepFields {
  const sides = subject ? rateVisibility(subject) : { pay: false, bill: false };
  const maySetSalary = subject ? hasCapability(subject, 'add_salary') : false;
  const pay: RateField[] = !sides.pay ? [] : !salaried ? [...HOURLY_PAY_FIELDS] : maySetSalary ? ['annual_salary'] : [];
  const bill: RateField[] = sides.bill ? [...BILL_RATE_FIELDS] : [];
  const required = [...pay, ...bill].filter((f) => f === 'pay_rate' || f === 'bill_rate' || f === 'annual_salary');
  return { pay, bill, required };
}

/**
 * The Rates step's field errors (keyed `rates.<field>` like the server's): a required base rate left
 * empty, or a rate that is not an amount. Empty when the user may go on.
 */
export function rateStepErrors(rates: WizardState['rates'], fields: RateStepFields): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of [...fields.pay, ...fields.bill]) {
    const value = rates[f]?.trim() ?? '';
    if (value === '') {
      if (fields.required.includes(f)) errors[`rates.${f}`] = `Enter the ${RATE_LABELS[f].toLowerCase()}`;
      continue;
    }
    const schema = f === 'annual_salary' ? salaryValueSchema : rateValueSchema;
    const parsed = schema.safeParse(value);
    if (!parsed.success) errors[`rates.${f}`] = parsed.error.issues[0]?.message ?? 'Enter an amount';
  }
  return errors;
}

/** The request body: empty rate inputs are left out so the server applies its defaults. */
export function bodyOf(s: WizardState): AssignmentCreateBody {
  const rates = Object.fromEntries(Object.entries(s.rates).filter(([, v]) => v !== undefined && v.trim() !== ''));
  return {
    client_id: s.client_id ?? '',
    contractor_id: s.contractor_id ?? '',
    job_id: s.job_id ?? '',
    work_location_id: s.work_location_id ?? '',
    end_client_id: s.end_client_id,
    department_id: s.department_id,
    start_date: s.start_date,
    end_date: s.end_date || null,
    rates,
  };
}

/** The step where a 422 field lives, so the wizard can go back to it. */
export function stepOfField(field: string): number {
  if (field === 'client_id') return 0;
  if (field === 'contractor_id') return 1;
  if (field === 'job_id' || field === 'work_location_id') return 2;
  if (field === 'start_date' || field === 'end_date') return 3;
  return 4;
}
