/**
 * Contracts of time off and PTO (docs/api/pto.md): /v2/pto_rules, their enrollments,
 * /v2/pto_accruals (the accrual ledger) and its balances, and /v2/time_off_requests.
 * Shared by the API and the web. Minutes everywhere; the web shows hours.
 */
import { z } from 'zod';
import { PTO_ACCRUAL_METHODS, PTO_LEDGER_KINDS, TIME_OFF_STATUSES, TIME_OFF_TYPES } from '../../enums.js';

export type PtoAccrualMethod = (typeof PTO_ACCRUAL_METHODS)[number];
export type PtoLedgerKind = (typeof PTO_LEDGER_KINDS)[number];
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];
export type TimeOffType = (typeof TIME_OFF_TYPES)[number];

/** The most one time-off day may hold: a day's entry starts 09:00 and must end by midnight. */
export const MAX_TIME_OFF_MINUTES_PER_DAY = 900;

const capMinutes = z.coerce
  .number()
  .int('Whole minutes')
  .min(0, 'Cannot be negative')
  .max(1_000_000, 'Too large')
  .nullable();

const ruleFields = {
  name: z.string().trim().min(1, 'Name is required').max(200),
  method: z.enum(PTO_ACCRUAL_METHODS, 'Choose per hour worked or per period'),
  /** Hours earned per hour worked (0.033333 = 1 h per 30 h). */
  accrual_rate: z
    .string()
    .trim()
    .regex(/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/, 'A rate between 0 and 1 with at most 6 decimals')
    .nullable(),
  minutes_per_period: z.coerce
    .number()
    .int('Whole minutes')
    .min(1, 'At least one minute')
    .max(100_000, 'Too large')
    .nullable(),
  balance_cap_minutes: capMinutes,
  carry_over_cap_minutes: capMinutes,
  active: z.boolean(),
};

function requireMethodField(
  v: {
    method?: PtoAccrualMethod | undefined;
    accrual_rate?: string | null | undefined;
    minutes_per_period?: number | null | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (v.method === 'per_hour_worked' && (v.accrual_rate === null || v.accrual_rate === undefined))
    ctx.addIssue({ code: 'custom', path: ['accrual_rate'], message: 'An accrual rate is required per hour worked' });
  if (v.method === 'per_period' && (v.minutes_per_period === null || v.minutes_per_period === undefined))
    ctx.addIssue({ code: 'custom', path: ['minutes_per_period'], message: 'Minutes per period are required' });
}

/** Staff may name a partner (none: a platform rule any partner may enrol in); partners always get their own. */
export const ptoRuleCreateSchema = z
  .object({
    ...ruleFields,
    accrual_rate: ruleFields.accrual_rate.default(null),
    minutes_per_period: ruleFields.minutes_per_period.default(null),
    balance_cap_minutes: capMinutes.default(null),
    carry_over_cap_minutes: capMinutes.default(null),
    active: ruleFields.active.default(true),
    partner_id: z.string().uuid('Choose a partner').nullable().default(null),
  })
  .strict()
  .superRefine(requireMethodField);
export type PtoRuleCreate = z.infer<typeof ptoRuleCreateSchema>;

/** The method is fixed once the rule exists (its ledger was posted under it). */
export const ptoRuleUpdateSchema = z.object(ruleFields).omit({ method: true }).partial().strict();
export type PtoRuleUpdate = z.infer<typeof ptoRuleUpdateSchema>;

export const ptoRuleFilters = {
  search: z.string().trim().max(100).optional(),
  partner_id: z.string().uuid().optional(),
  method: z.enum(PTO_ACCRUAL_METHODS).optional(),
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
};

export const ptoEnrollmentCreateSchema = z
  .object({
    contractor_id: z.string().uuid('Choose a contractor'),
    start_date: z.iso.date('Enter a date as YYYY-MM-DD'),
  })
  .strict();
export type PtoEnrollmentCreate = z.infer<typeof ptoEnrollmentCreateSchema>;

/** A manual correction of one contractor's balance under a rule (signed minutes, never zero). */
export const ptoAdjustmentSchema = z
  .object({
    contractor_id: z.string().uuid('Choose a contractor'),
    minutes: z.coerce
      .number()
      .int('Whole minutes')
      .min(-1_000_000, 'Too large')
      .max(1_000_000, 'Too large')
      .refine((m) => m !== 0, 'Enter hours to add or remove'),
    effective_date: z.iso.date('Enter a date as YYYY-MM-DD'),
    note: z.string().trim().min(1, 'Say why').max(500),
  })
  .strict();
export type PtoAdjustment = z.infer<typeof ptoAdjustmentSchema>;

export const ptoYearEndSchema = z
  .object({ year: z.coerce.number().int().min(2000, 'A year from 2000').max(2100, 'A year up to 2100') })
  .strict();

export const ptoAccrualFilters = {
  contractor_id: z.string().uuid().optional(),
  pto_rule_id: z.string().uuid().optional(),
  kind: z.enum(PTO_LEDGER_KINDS).optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
};

export const ptoBalanceFilters = {
  contractor_id: z.string().uuid().optional(),
  pto_rule_id: z.string().uuid().optional(),
};

const timeOffFields = {
  assignment_id: z.string().uuid('Choose an assignment'),
  type: z.enum(TIME_OFF_TYPES, 'Choose PTO, sick or bereavement'),
  start_date: z.iso.date('Enter a date as YYYY-MM-DD'),
  end_date: z.iso.date('Enter a date as YYYY-MM-DD'),
  minutes_per_day: z.coerce
    .number()
    .int('Whole minutes')
    .min(15, 'At least 15 minutes a day')
    .max(MAX_TIME_OFF_MINUTES_PER_DAY, 'At most 15 hours a day'),
  reason: z.string().trim().max(1000).nullable(),
};

function endNotBeforeStart(
  v: { start_date?: string | undefined; end_date?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (v.start_date && v.end_date && v.end_date < v.start_date)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'The end date must not be before the start date' });
}

export const timeOffRequestCreateSchema = z
  .object({
    ...timeOffFields,
    type: timeOffFields.type.default('pto'),
    minutes_per_day: timeOffFields.minutes_per_day.default(480),
    reason: timeOffFields.reason.default(null),
  })
  .strict()
  .superRefine(endNotBeforeStart);
export type TimeOffRequestCreate = z.infer<typeof timeOffRequestCreateSchema>;

/** Only a pending request changes; the assignment stays. */
export const timeOffRequestUpdateSchema = z
  .object(timeOffFields)
  .omit({ assignment_id: true })
  .partial()
  .strict()
  .superRefine(endNotBeforeStart);
export type TimeOffRequestUpdate = z.infer<typeof timeOffRequestUpdateSchema>;

export const timeOffDecisionSchema = z.object({ note: z.string().trim().max(1000).nullable().default(null) }).strict();
export const timeOffRejectSchema = z
  .object({ reason: z.string().trim().min(1, 'A reason is required').max(1000) })
  .strict();

export const timeOffRequestFilters = {
  status: z.enum(TIME_OFF_STATUSES).optional(),
  type: z.enum(TIME_OFF_TYPES).optional(),
  contractor_id: z.string().uuid().optional(),
  assignment_id: z.string().uuid().optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
};

/** Minutes as hours for display: 480 → "8", 90 → "1.5", −30 → "-0.5". */
export function minutesAsHours(minutes: number): string {
  const h = Math.round((minutes / 60) * 100) / 100;
  return String(h);
}
