/**
 * Contracts of the pay calendar and the pay/bill ledger: /v2/payroll_settings, /v2/work_periods,
 * /v2/pay_bill_transactions and /v2/pay_bill_transaction_items. Shared by the API and the web.
 */
import { z } from 'zod';
import {
  LEDGER_ITEM_STATUSES,
  LEDGER_SIDES,
  PAY_CLASSES,
  PAYROLL_FREQUENCIES,
  TRANSACTION_STATUSES,
  type LedgerItemStatus,
} from '../enums.js';
import { calendarDateSchema, namedRefSchema } from './timesheets/contracts.js';

export type PayrollFrequency = (typeof PAYROLL_FREQUENCIES)[number];

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** PUT /v2/payroll_settings: the employer's whole calendar (every field, so a save is never partial). */
export const payCalendarUpdateSchema = z
  .object({
    frequency: z.enum(PAYROLL_FREQUENCIES, 'Choose weekly, biweekly or monthly'),
    anchor_date: calendarDateSchema(),
    pay_day_offset_days: z.coerce
      .number()
      .int('Whole days')
      .min(0, 'Pay day cannot be before the period ends')
      .max(31, 'At most 31 days after the period ends'),
    workweek_start_day: z.coerce.number().int().min(0, 'Choose a day').max(6, 'Choose a day'),
    workweek_start_hour: z.coerce.number().int('A whole hour').min(0, 'From 0 to 23').max(23, 'From 0 to 23'),
  })
  .strict();
export type PayCalendarUpdate = z.infer<typeof payCalendarUpdateSchema>;

/** Which employer's calendar: staff may name one (a self-employer partner's id); others always get their own. */
export const payCalendarQuerySchema = z
  .object({ employer_key: z.union([z.literal('platform'), z.string().uuid()]).optional() })
  .strict();

export const payCalendarViewSchema = z.object({
  /** 'platform' for EOR work, else the self-employer partner's id. */
  employer_key: z.string(),
  employer_name: z.string(),
  frequency: z.enum(PAYROLL_FREQUENCIES),
  anchor_date: z.string(),
  pay_day_offset_days: z.number().int(),
  workweek_start_day: z.number().int(),
  workweek_start_hour: z.number().int(),
  /** True while no calendar was saved: these are the platform defaults. */
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
  /** The caller may save changes. */
  can_edit: z.boolean(),
});
export type PayCalendarView = z.infer<typeof payCalendarViewSchema>;

export const workPeriodsQuerySchema = z
  .object({
    count: z.coerce.number().int().min(1).max(60).default(6),
    /** Preview another frequency than the saved one (the settings form does, before saving). */
    frequency: z.enum(PAYROLL_FREQUENCIES).optional(),
    anchor_date: calendarDateSchema().optional(),
    pay_day_offset_days: z.coerce.number().int().min(0).max(31).optional(),
    /** The day "current" is measured from (default today). */
    as_of: calendarDateSchema().optional(),
    /** Periods after the current one, listed before it (latest first): a run prepared ahead of its period. */
    ahead: z.coerce.number().int().min(0).max(12).default(0),
    employer_key: z.union([z.literal('platform'), z.string().uuid()]).optional(),
  })
  .strict();
export type WorkPeriodsQuery = z.infer<typeof workPeriodsQuerySchema>;

export const workPeriodViewSchema = z.object({
  period_start_date: z.string(),
  period_end_date: z.string(),
  /** The period's start and (exclusive) end as instants: local midnight at the est_offset_hours offset. */
  period_start_date_est: z.string(),
  period_end_date_est: z.string(),
  pay_date: z.string(),
  label: z.enum(['next', 'current', 'last']).nullable(),
});
export type WorkPeriodView = z.infer<typeof workPeriodViewSchema>;

/** GET /v2/work_periods: `count` periods around as_of. */
export const workPeriodListSchema = z.object({ data: z.array(workPeriodViewSchema), total: z.number().int() });

/** An item's status as a person may set it by hand (invoiced and paid are set by billing and payroll). */
export const LEDGER_MANUAL_STATUSES = ['approved', 'hold'] as const;
/** Statuses an item may be moved from by hand. */
export const LEDGER_MOVABLE_STATUSES: readonly LedgerItemStatus[] = ['pending', 'approved', 'hold'];

export const ledgerItemUpdateSchema = z
  .object({ status: z.enum(LEDGER_MANUAL_STATUSES, 'Choose approved or hold') })
  .strict();
export type LedgerItemUpdate = z.infer<typeof ledgerItemUpdateSchema>;

const uuidFilter = z.string().uuid().optional();

/** A list's period (the API checks both or neither, and their order). */
const period = { date_from: calendarDateSchema().optional(), date_to: calendarDateSchema().optional() };

/** Filters of /v2/pay_bill_transaction_items (with the list's paging, sort and CSV). */
export const ledgerItemFilters = {
  week_start: calendarDateSchema().optional(),
  ...period,
  partner_id: uuidFilter,
  client_id: uuidFilter,
  contractor_id: uuidFilter,
  timesheet_id: uuidFilter,
  expense_id: uuidFilter,
  transaction_id: uuidFilter,
  side: z.enum(LEDGER_SIDES).optional(),
  status: z.enum(LEDGER_ITEM_STATUSES).optional(),
  classification: z.enum(PAY_CLASSES).optional(),
};
export const LEDGER_ITEM_SORTS = ['work_date', 'created_at', 'amount', 'minutes'] as const;

/** Filters of /v2/pay_bill_transactions. */
export const ledgerTransactionFilters = {
  week_start: calendarDateSchema().optional(),
  ...period,
  partner_id: uuidFilter,
  contractor_id: uuidFilter,
  kind: z.enum(['time', 'expense']).optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
};
export const LEDGER_TRANSACTION_SORTS = ['created_at', 'week_start'] as const;

export const ledgerItemViewSchema = z.object({
  id: z.string(),
  transaction_id: z.string(),
  partner: namedRefSchema,
  client: namedRefSchema,
  contractor: namedRefSchema,
  assignment_id: z.string(),
  timesheet_id: z.string().nullable(),
  expense_id: z.string().nullable(),
  side: z.enum(LEDGER_SIDES),
  classification: z.enum(PAY_CLASSES),
  work_date: z.string(),
  /**
   * The first day of the employer's workweek the item was counted in (its transaction's: the week the
   * overtime engine totals, from the pay calendar's workweek start); null for an expense's item.
   */
  week_start: z.string().nullable(),
  /** Signed: a reversing item carries negative minutes and amount. */
  minutes: z.number().int(),
  hours: z.string(),
  rate: z.string().nullable(),
  amount: z.string(),
  status: z.enum(LEDGER_ITEM_STATUSES),
  reverses_item_id: z.string().nullable(),
  /** Set when a later item reversed this one. */
  reversed_by_item_id: z.string().nullable(),
  invoice_id: z.string().nullable(),
  payroll_run_id: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerItemView = z.infer<typeof ledgerItemViewSchema>;

export const ledgerSideTotalsSchema = z.object({ minutes: z.number().int(), amount: z.string() });
export type LedgerSideTotals = z.infer<typeof ledgerSideTotalsSchema>;

export const ledgerTotalsSchema = z.object({ pay: ledgerSideTotalsSchema, bill: ledgerSideTotalsSchema });
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>;

export const ledgerTransactionViewSchema = z.object({
  id: z.string(),
  kind: z.enum(['time', 'expense']),
  employer_key: z.string(),
  partner: namedRefSchema,
  contractor: namedRefSchema,
  week_start: z.string().nullable(),
  expense_id: z.string().nullable(),
  status: z.enum(TRANSACTION_STATUSES),
  reason: z.string(),
  created_by: namedRefSchema.nullable(),
  created_at: z.string(),
  item_count: z.number().int(),
  totals: ledgerTotalsSchema,
});
export type LedgerTransactionView = z.infer<typeof ledgerTransactionViewSchema>;

export const ledgerTransactionDetailSchema = ledgerTransactionViewSchema.extend({
  items: z.array(ledgerItemViewSchema),
});
export type LedgerTransactionDetail = z.infer<typeof ledgerTransactionDetailSchema>;

/** A list answer with per-side totals of every matching row (not just the page). */
/**
 * The item list: a page asked for by number answers the (capped) count and the per-side totals of every
 * matching item; a page reached by `next_cursor` answers neither (null), the first page has them.
 */
export const ledgerItemListSchema = z.object({
  data: z.array(ledgerItemViewSchema),
  total: z.number().int().nullable(),
  total_capped: z.boolean().optional(),
  next_cursor: z.string().nullable(),
  /** Staff with no narrowing filter on a large ledger see its recent period by default (decision 0034). */
  default_period: z.object({ date_from: z.string(), date_to: z.string() }).optional(),
  totals: ledgerTotalsSchema.nullable(),
});
export type LedgerItemList = z.infer<typeof ledgerItemListSchema>;
