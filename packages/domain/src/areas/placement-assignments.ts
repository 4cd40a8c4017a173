/** Assignments and their effective-dated rates: bodies, answers, visibility. */
import { z } from 'zod';
import { canSeeBill, type AccessSubject } from '../capabilities.js';
import { JOB_CLASSIFICATIONS, REVIEW_STATUSES } from '../enums.js';

export const ASSIGNMENT_STATUS_VALUES = ['pending', 'live', 'ended'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUS_VALUES)[number];
/** An assignment's processing status is the platform's review status (the same six values). */
export const PROCESSING_STATUS_VALUES = REVIEW_STATUSES;

/** An hourly rate or multiplier: up to ten digits and four decimals, sent as a string (never a float). */
export const rateValueSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,4})?$/, 'Enter an amount with at most 4 decimals');
/** A yearly salary: cents at most. */
export const salaryValueSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Enter an amount with at most 2 decimals');

export const PAY_RATE_FIELDS = [
  'pay_rate',
  'overtime_pay_rate',
  'double_overtime_pay_rate',
  'holiday_pay_rate',
  'annual_salary',
] as const;
export const BILL_RATE_FIELDS = [
  'bill_rate',
  'overtime_bill_rate',
  'double_overtime_bill_rate',
  'holiday_bill_rate',
] as const;
export type PayRateField = (typeof PAY_RATE_FIELDS)[number];
export type BillRateField = (typeof BILL_RATE_FIELDS)[number];
export type RateField = PayRateField | BillRateField;

const rateFields = {
  pay_rate: rateValueSchema.optional(),
  overtime_pay_rate: rateValueSchema.optional(),
  double_overtime_pay_rate: rateValueSchema.optional(),
  holiday_pay_rate: rateValueSchema.optional(),
  annual_salary: salaryValueSchema.optional(),
  bill_rate: rateValueSchema.optional(),
  overtime_bill_rate: rateValueSchema.optional(),
  double_overtime_bill_rate: rateValueSchema.optional(),
  holiday_bill_rate: rateValueSchema.optional(),
};
/** Rates sent with a new assignment or a rate change; premiums left out default from the multipliers. */
export const rateInputSchema = z.object(rateFields).strict();
export type RateInput = z.infer<typeof rateInputSchema>;

const isoDate = z.iso.date('Enter a date as YYYY-MM-DD');

export const assignmentCreateSchema = z
  .object({
    client_id: z.string().uuid(),
    contractor_id: z.string().uuid(),
    job_id: z.string().uuid(),
    work_location_id: z.string().uuid(),
    end_client_id: z.string().uuid().nullable().default(null),
    department_id: z.string().uuid().nullable().default(null),
    start_date: isoDate,
    end_date: isoDate.nullable().default(null),
    rates: rateInputSchema.default({}),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.end_date && b.end_date < b.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'The end date must not be before the start date' });
  });
export type AssignmentCreate = z.infer<typeof assignmentCreateSchema>;

/** Changes to an assignment; the parties, job, location and start only while it is pending. */
export const assignmentUpdateSchema = z
  .object({
    client_id: z.string().uuid(),
    contractor_id: z.string().uuid(),
    job_id: z.string().uuid(),
    work_location_id: z.string().uuid(),
    end_client_id: z.string().uuid().nullable(),
    department_id: z.string().uuid().nullable(),
    start_date: isoDate,
    end_date: isoDate.nullable(),
    /** pending → live starts it; ending has its own call. */
    status: z.enum(['pending', 'live']),
    processing_status: z.enum(PROCESSING_STATUS_VALUES),
    processing_status_message: z.string().trim().max(500).nullable(),
    /** Pending assignments only: the start rates, written as a new row effective on the start date. */
    rates: rateInputSchema,
  })
  .partial()
  .strict();
export type AssignmentUpdate = z.infer<typeof assignmentUpdateSchema>;

export const assignmentEndSchema = z
  .object({ end_date: isoDate, reason: z.string().trim().min(1, 'Say why the assignment ends').max(500) })
  .strict();
export type AssignmentEnd = z.infer<typeof assignmentEndSchema>;

export const assignmentRateCreateSchema = rateInputSchema
  .extend({
    assignment_id: z.string().uuid(),
    effective_date: isoDate,
    reason: z.string().trim().max(500).nullable().default(null),
  })
  .strict();
export type AssignmentRateCreate = z.infer<typeof assignmentRateCreateSchema>;

/** Which side of the rates a caller sees (spec section 6 and the issue's visibility rule). */
export interface RateVisibility {
  pay: boolean;
  bill: boolean;
}

/**
 * Contractors see pay only; clients (and sales partners) bill only, when their role sees bills;
 * partner users see pay, and bill with the see-bill roles; platform staff see both.
 * Margin needs both sides.
 */
export function rateVisibility(s: AccessSubject): RateVisibility {
  switch (s.userType) {
    case 'admin':
    case 'eor':
      return { pay: true, bill: true };
    case 'partner':
      return { pay: true, bill: canSeeBill(s) };
    case 'client':
    case 'sales_partner':
      return { pay: false, bill: canSeeBill(s) };
    case 'contractor':
      return { pay: true, bill: false };
  }
}

export const seesMargin = (v: RateVisibility) => v.pay && v.bill;

/** Rate values of one row; a side the caller may not see is absent, not null. */
export type RateValues = Partial<Record<RateField, string | null>>;

export interface AssignmentRateView extends RateValues {
  id: string;
  assignment_id: string;
  effective_date: string;
  reason: string | null;
  created_at: string;
  created_by: { id: string; name: string } | null;
  /** The row in effect today. */
  current: boolean;
}

export interface AssignmentMargin {
  /** Bill − pay − employer burden, per hour. */
  per_hour: string;
  /** Of the bill rate; null when nothing is billed. */
  percent: string | null;
  burden_per_hour: string;
  markup_percent: string | null;
}

export interface AssignmentView extends RateValues {
  id: string;
  job_title: string;
  job: { id: string; title: string; classification: (typeof JOB_CLASSIFICATIONS)[number]; salaried: boolean };
  start_date: string;
  end_date: string | null;
  status: AssignmentStatus;
  client: { id: string; name: string };
  contractor: { id: string; name: string; classification: (typeof JOB_CLASSIFICATIONS)[number] };
  partner: { id: string; name: string };
  work_location: {
    id: string;
    name: string;
    address: {
      street_address_line_1: string | null;
      city: string | null;
      state: string | null;
      zipcode: string | null;
      country: string | null;
    };
  };
  address: { state: string | null };
  end_client: { id: string; name: string } | null;
  department: { id: string; name: string } | null;
  has_worked: boolean;
  processing_status: (typeof PROCESSING_STATUS_VALUES)[number];
  processing_status_message: string | null;
  ended_reason: string | null;
  /** The effective date of the rates answered (today's row, or the start row before it starts). */
  rates_effective_date: string | null;
  margin?: AssignmentMargin | null;
  created_at: string;
}
