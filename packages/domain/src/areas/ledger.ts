/**
 * Contracts of the pay calendar and the pay/bill ledger (issue 4): /v2/payroll_settings, /v2/work_periods,
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
  type LedgerSide,
  type PayClass,
} from '../enums.js';
import { calendarDateSchema } from './timesheet-contracts.js';

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

export interface PayCalendarView {
  /** 'platform' for EOR work, else the self-employer partner's id. */
  employer_key: string;
  employer_name: string;
  frequency: PayrollFrequency;
  anchor_date: string;
  pay_day_offset_days: number;
  workweek_start_day: number;
  workweek_start_hour: number;
  /** True while no calendar was saved: these are the platform defaults. */
  is_default: boolean;
  updated_at: string | null;
  /** The caller may save changes. */
  can_edit: boolean;
}

export const workPeriodsQuerySchema = z
  .object({
    count: z.coerce.number().int().min(1).max(60).default(6),
    /** Preview another frequency than the saved one (the settings form does, before saving). */
    frequency: z.enum(PAYROLL_FREQUENCIES).optional(),
    anchor_date: calendarDateSchema().optional(),
    pay_day_offset_days: z.coerce.number().int().min(0).max(31).optional(),
    /** The day "current" is measured from (default today). */
    as_of: calendarDateSchema().optional(),
    employer_key: z.union([z.literal('platform'), z.string().uuid()]).optional(),
  })
  .strict();
export type WorkPeriodsQuery = z.infer<typeof workPeriodsQuerySchema>;

export interface WorkPeriodView {
  period_start_date: string;
  period_end_date: string;
  /** The period's start and (exclusive) end as instants: local midnight at the est_offset_hours offset. */
  period_start_date_est: string;
  period_end_date_est: string;
  pay_date: string;
  label: 'current' | 'last' | null;
}

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

interface Named {
  id: string;
  name: string;
}

export interface LedgerItemView {
  id: string;
  transaction_id: string;
  partner: Named;
  client: Named;
  contractor: Named;
  assignment_id: string;
  timesheet_id: string | null;
  expense_id: string | null;
  side: LedgerSide;
  classification: PayClass;
  work_date: string;
  /** Signed: a reversing item carries negative minutes and amount. */
  minutes: number;
  hours: string;
  rate: string | null;
  amount: string;
  status: LedgerItemStatus;
  reverses_item_id: string | null;
  /** Set when a later item reversed this one. */
  reversed_by_item_id: string | null;
  invoice_id: string | null;
  payroll_run_id: string | null;
  created_at: string;
}

export interface LedgerSideTotals {
  minutes: number;
  amount: string;
}

export interface LedgerTotals {
  pay: LedgerSideTotals;
  bill: LedgerSideTotals;
}

export interface LedgerTransactionView {
  id: string;
  kind: 'time' | 'expense';
  employer_key: string;
  partner: Named;
  contractor: Named;
  week_start: string | null;
  expense_id: string | null;
  status: (typeof TRANSACTION_STATUSES)[number];
  reason: string;
  created_by: { id: string; name: string } | null;
  created_at: string;
  item_count: number;
  totals: LedgerTotals;
}

export interface LedgerTransactionDetail extends LedgerTransactionView {
  items: LedgerItemView[];
}

/** A list answer with per-side totals of every matching row (not just the page). */
export interface LedgerItemList {
  data: LedgerItemView[];
  total: number;
  totals: LedgerTotals;
}
