/**
 * The pay calendar: one per employer ('platform' for EOR work, else a self-employer partner's id). It says
 * how often the employer pays, when, and the fixed workweek overtime is counted in (docs/decisions/0019).
 */
import { addDays, workPeriods, type PayCalendarSettings } from '@app/paybill';
import type { PayCalendarUpdate, PayrollFrequency, WorkPeriodView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { effectiveSettings } from '../settings/settings.service.js';
import { findPayCalendarRow, upsertPayCalendar } from './pay-calendars.repository.js';

export const PLATFORM_EMPLOYER = 'platform';

/** Who employs the worker: the platform for EOR work, the partner itself when it is a self-employer. */
export function employerKeyFor(partner: { id: string; selfEmployer: boolean }): string {
  return partner.selfEmployer ? partner.id : PLATFORM_EMPLOYER;
}

/** One person across contractor records: the tax-id blind index links them; without a tax id, the record. */
export function personKeyFor(contractor: { id: string; taxIdBlindIndex: string | null }): string {
  return contractor.taxIdBlindIndex ?? contractor.id;
}

export interface PayCalendar {
  employerKey: string;
  frequency: PayrollFrequency;
  anchorDate: string;
  payDayOffsetDays: number;
  /** 0 = Sunday … 6 = Saturday, at this local hour in the work location's time zone. */
  workweekStartDay: number;
  workweekStartHour: number;
  isDefault: boolean;
  updatedAt: Date | null;
}

/** The calendar an employer has until it saves its own: weekly from Monday 2026-01-05, paid 5 days after. */
export const DEFAULT_PAY_CALENDAR: Omit<PayCalendar, 'employerKey'> = {
  frequency: 'weekly',
  anchorDate: '2026-01-05',
  payDayOffsetDays: 5,
  workweekStartDay: 1,
  workweekStartHour: 0,
  isDefault: true,
  updatedAt: null,
};

export async function loadPayCalendar(db: DbOrTx, employerKey: string): Promise<PayCalendar> {
  const row = await findPayCalendarRow(db, employerKey);
  if (!row) return { employerKey, ...DEFAULT_PAY_CALENDAR };
  return {
    employerKey,
    frequency: row.frequency,
    anchorDate: row.anchorDate,
    payDayOffsetDays: row.payDayOffsetDays,
    workweekStartDay: row.workweekStartDay,
    workweekStartHour: row.workweekStartHour,
    isDefault: false,
    updatedAt: row.updatedAt,
  };
}

export async function savePayCalendar(
  db: DbOrTx,
  employerKey: string,
  body: PayCalendarUpdate,
  userId: string,
): Promise<void> {
  const values = {
    frequency: body.frequency,
    anchorDate: body.anchor_date,
    payDayOffsetDays: body.pay_day_offset_days,
    workweekStartDay: body.workweek_start_day,
    workweekStartHour: body.workweek_start_hour,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await upsertPayCalendar(db, employerKey, values);
}

/** The est_offset_hours public global that applies to an employer (a partner may override the platform's). */
export async function estOffsetHoursFor(db: DbOrTx, employerKey: string): Promise<number> {
  const settings = await effectiveSettings(db, employerKey === PLATFORM_EMPLOYER ? null : employerKey);
  return Number(settings.est_offset_hours);
}

const HOUR_MS = 3_600_000;

/** Local midnight of a date at a fixed UTC offset (hours), as an ISO instant. */
export function midnightAtOffset(date: string, offsetHours: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - offsetHours * HOUR_MS).toISOString();
}

/** Today's date at a fixed UTC offset: the business day "current" is measured from. */
export function todayAtOffset(offsetHours: number, now: Date = new Date()): string {
  return new Date(now.getTime() + offsetHours * HOUR_MS).toISOString().slice(0, 10);
}

/**
 * The pay periods around `asOf` (newest first) with their est variants: the period's first day and the day
 * after its last, each at local midnight shifted by est_offset_hours (the end is exclusive).
 */
export function workPeriodViews(
  cal: PayCalendarSettings,
  asOf: string,
  count: number,
  estOffsetHours: number,
  ahead = 0,
): WorkPeriodView[] {
  return workPeriods(cal, asOf, count, ahead).map((p) => ({
    period_start_date: p.period_start_date,
    period_end_date: p.period_end_date,
    period_start_date_est: midnightAtOffset(p.period_start_date, estOffsetHours),
    period_end_date_est: midnightAtOffset(addDays(p.period_end_date, 1), estOffsetHours),
    pay_date: p.pay_date,
    label: p.label,
  }));
}
