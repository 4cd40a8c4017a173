/** Assignments and their effective-dated rates: bodies, answers, visibility. */
import { z } from 'zod';
import { canSeeBill, type AccessSubject } from '../capabilities.js';
import { JOB_CLASSIFICATIONS, REVIEW_STATUSES } from '../enums.js';
import { ASSIGNMENT_STATUS_VALUES } from '../value-lists.js';

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

const rateValue = z.string().nullable().optional();
/** Rate values of one row; a side the caller may not see is absent, not null. */
export const rateValuesSchema = z.object({
  pay_rate: rateValue,
  overtime_pay_rate: rateValue,
  double_overtime_pay_rate: rateValue,
  holiday_pay_rate: rateValue,
  annual_salary: rateValue,
  bill_rate: rateValue,
  overtime_bill_rate: rateValue,
  double_overtime_bill_rate: rateValue,
  holiday_bill_rate: rateValue,
}) satisfies z.ZodType<Partial<Record<RateField, string | null>>>;
export type RateValues = z.infer<typeof rateValuesSchema>;

const ref = z.object({ id: z.string(), name: z.string() });

export const assignmentRateViewSchema = z.object({
  id: z.string(),
  assignment_id: z.string(),
  effective_date: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
  created_by: ref.nullable(),
  /** The row in effect today. */
  current: z.boolean(),
  ...rateValuesSchema.shape,
});
export type AssignmentRateView = z.infer<typeof assignmentRateViewSchema>;

export const assignmentMarginSchema = z.object({
  /** Bill − pay − employer burden, per hour. */
  per_hour: z.string(),
  /** Of the bill rate; null when nothing is billed. */
  percent: z.string().nullable(),
  burden_per_hour: z.string(),
  markup_percent: z.string().nullable(),
});
export type AssignmentMargin = z.infer<typeof assignmentMarginSchema>;

export const assignmentViewSchema = z.object({
  id: z.string(),
  job_title: z.string(),
  job: z.object({
    id: z.string(),
    title: z.string(),
    classification: z.enum(JOB_CLASSIFICATIONS),
    salaried: z.boolean(),
  }),
  start_date: z.string(),
  end_date: z.string().nullable(),
  status: z.enum(ASSIGNMENT_STATUS_VALUES),
  client: ref,
  contractor: z.object({ id: z.string(), name: z.string(), classification: z.enum(JOB_CLASSIFICATIONS) }),
  partner: ref,
  work_location: z.object({
    id: z.string(),
    name: z.string(),
    address: z.object({
      street_address_line_1: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      zipcode: z.string().nullable(),
      country: z.string().nullable(),
    }),
  }),
  address: z.object({ state: z.string().nullable() }),
  end_client: ref.nullable(),
  department: ref.nullable(),
  has_worked: z.boolean(),
  processing_status: z.enum(PROCESSING_STATUS_VALUES),
  processing_status_message: z.string().nullable(),
  ended_reason: z.string().nullable(),
  /** The effective date of the rates answered (today's row, or the start row before it starts). */
  rates_effective_date: z.string().nullable(),
  ...rateValuesSchema.shape,
  /** Only for callers who see both sides of the rates. */
  margin: assignmentMarginSchema.nullable().optional(),
  created_at: z.string(),
});
export type AssignmentView = z.infer<typeof assignmentViewSchema>;

// Kept in the schema-free value-lists.ts (a screen needing only these loads no schema); re-exported here.
export { ASSIGNMENT_STATUS_VALUES };
