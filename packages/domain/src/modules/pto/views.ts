/**
 * What the PTO routes answer: a rule and its enrollments, the accrual ledger's rows and balances, a
 * time off request (and its detail with entries and balance). Minutes everywhere; the web shows hours.
 */
import { z } from 'zod';
import { PTO_ACCRUAL_METHODS, PTO_LEDGER_KINDS, TIME_OFF_STATUSES, TIME_OFF_TYPES } from '../../enums.js';

const ref = z.object({ id: z.string(), name: z.string() });

export const ptoRuleViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  method: z.enum(PTO_ACCRUAL_METHODS),
  /** Hours earned per hour worked, as a decimal string. */
  accrual_rate: z.string().nullable(),
  minutes_per_period: z.number().int().nullable(),
  balance_cap_minutes: z.number().int().nullable(),
  carry_over_cap_minutes: z.number().int().nullable(),
  active: z.boolean(),
  /** Null: a platform rule. */
  partner: ref.nullable(),
  /** Enrolled contractors the caller can see. */
  enrolled_count: z.number().int(),
  /** Sum of those contractors' balances under this rule. */
  balance_minutes: z.number().int(),
  /** The caller may edit the rule (and enrol contractors into it). */
  can_edit: z.boolean(),
  can_enroll: z.boolean(),
  created_at: z.string(),
});
export type PtoRuleView = z.infer<typeof ptoRuleViewSchema>;

export const ptoEnrollmentViewSchema = z.object({
  id: z.string(),
  pto_rule_id: z.string(),
  contractor: ref,
  start_date: z.string(),
  balance_minutes: z.number().int(),
  created_at: z.string(),
});
export type PtoEnrollmentView = z.infer<typeof ptoEnrollmentViewSchema>;

/** The answer to a manual adjustment: the ledger row posted and the balance after it. */
export const ptoAdjustmentResultSchema = z.object({ id: z.string(), balance_minutes: z.number().int() });
export type PtoAdjustmentResult = z.infer<typeof ptoAdjustmentResultSchema>;

/** The answer to a year-end run: how many contractors forfeited, and how many minutes in all. */
export const ptoYearEndResultSchema = z.object({
  year: z.number().int(),
  forfeits: z.number().int(),
  minutes: z.number().int(),
});
export type PtoYearEndResult = z.infer<typeof ptoYearEndResultSchema>;

export const ptoAccrualViewSchema = z.object({
  id: z.string(),
  contractor: ref,
  pto_rule: ref,
  kind: z.enum(PTO_LEDGER_KINDS),
  /** Signed: usage, reversals and forfeits are negative. */
  minutes: z.number().int(),
  effective_date: z.string(),
  timesheet_id: z.string().nullable(),
  time_off_request_id: z.string().nullable(),
  reverses_id: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type PtoAccrualView = z.infer<typeof ptoAccrualViewSchema>;

/** One contractor × rule: the ledger's sum, and whether the contractor is still enrolled. */
export const ptoBalanceViewSchema = z.object({
  contractor: ref,
  pto_rule: z.object({ id: z.string(), name: z.string(), method: z.enum(PTO_ACCRUAL_METHODS) }),
  enrollment_id: z.string().nullable(),
  start_date: z.string().nullable(),
  /** accrued (net of reversals) + used (negative) + forfeited (negative) + adjustments. */
  balance_minutes: z.number().int(),
  accrued_minutes: z.number().int(),
  used_minutes: z.number().int(),
  forfeited_minutes: z.number().int(),
});
export type PtoBalanceView = z.infer<typeof ptoBalanceViewSchema>;

export const timeOffEntryViewSchema = z.object({
  id: z.string(),
  date: z.string(),
  minutes: z.number().int(),
  timesheet_id: z.string().nullable(),
  timesheet_status: z.string().nullable(),
});
export type TimeOffEntryView = z.infer<typeof timeOffEntryViewSchema>;

export const timeOffRequestViewSchema = z.object({
  id: z.string(),
  contractor: ref,
  assignment: z.object({ id: z.string(), job_title: z.string() }),
  partner: ref,
  client: ref,
  type: z.enum(TIME_OFF_TYPES),
  start_date: z.string(),
  end_date: z.string(),
  minutes_per_day: z.number().int(),
  total_minutes: z.number().int(),
  /** Weekdays in the range: one entry each once approved. */
  days: z.number().int(),
  reason: z.string().nullable(),
  status: z.enum(TIME_OFF_STATUSES),
  decided_by: z.object({ id: z.string(), email: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  created_at: z.string(),
  /** What the caller may do now. */
  can_edit: z.boolean(),
  can_decide: z.boolean(),
  can_cancel: z.boolean(),
});
export type TimeOffRequestView = z.infer<typeof timeOffRequestViewSchema>;

export const timeOffRequestDetailSchema = timeOffRequestViewSchema.extend({
  entries: z.array(timeOffEntryViewSchema),
  /** The contractor's PTO balance under the rule a pto request draws from (null: not enrolled). */
  balance: z
    .object({ pto_rule_id: z.string(), pto_rule_name: z.string(), balance_minutes: z.number().int() })
    .nullable(),
});
export type TimeOffRequestDetail = z.infer<typeof timeOffRequestDetailSchema>;
