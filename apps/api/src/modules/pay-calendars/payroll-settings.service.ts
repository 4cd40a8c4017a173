/**
 * What /v2/payroll_settings and /v2/work_periods do with an employer's pay calendar once the caller's
 * access to it is known (pay-calendars.policy.ts): read it, change it (audited, the workweek fixed once
 * time is posted in it) and list its pay periods.
 */
import type { PayCalendarUpdate, PayCalendarView, WorkPeriodView, WorkPeriodsQuery } from '@app/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { hasOpenTimeItems } from '../ledger/ledger.posting.js';
import type { EmployerAccess } from './pay-calendars.policy.js';
import {
  estOffsetHoursFor,
  loadPayCalendar,
  savePayCalendar,
  todayAtOffset,
  workPeriodViews,
} from './pay-calendars.service.js';

export async function payCalendarView(db: DbOrTx, access: EmployerAccess): Promise<PayCalendarView> {
  const cal = await loadPayCalendar(db, access.employerKey);
  return {
    employer_key: access.employerKey,
    employer_name: access.employerName,
    frequency: cal.frequency,
    anchor_date: cal.anchorDate,
    pay_day_offset_days: cal.payDayOffsetDays,
    workweek_start_day: cal.workweekStartDay,
    workweek_start_hour: cal.workweekStartHour,
    is_default: cal.isDefault,
    updated_at: cal.updatedAt?.toISOString() ?? null,
    can_edit: access.canEdit,
  };
}

/**
 * The workweek is fixed once time is posted in it: weeks already posted would be computed again in the new
 * workweek and their entries paid twice (overtime law also wants a workweek changed only for good).
 */
async function assertWorkweekMayChange(tx: Tx, employerKey: string, body: PayCalendarUpdate) {
  const cal = await loadPayCalendar(tx, employerKey);
  const moved = body.workweek_start_day !== cal.workweekStartDay || body.workweek_start_hour !== cal.workweekStartHour;
  if (!moved) return;
  if (await hasOpenTimeItems(tx, employerKey))
    throw conflict('The workweek cannot change once time has been posted for this employer');
}

export async function updatePayCalendar(
  db: Db,
  p: Principal,
  access: EmployerAccess,
  body: PayCalendarUpdate,
  ip: string,
): Promise<PayCalendarView> {
  if (!access.canEdit) throw forbidden('You may read this pay calendar, not change it');
  return db.transaction(async (tx) => {
    await assertWorkweekMayChange(tx, access.employerKey, body);
    await savePayCalendar(tx, access.employerKey, body, p.userId);
    await auditAs(tx, p, ip, {
      action: 'pay_calendar_updated',
      entityType: 'pay_calendar',
      entityId: null,
      metadata: { employer_key: access.employerKey, ...body },
    });
    return payCalendarView(tx, access);
  });
}

/** The pay periods around as_of (today at the employer's offset), previewing unsaved settings when given. */
export async function workPeriodsFor(
  db: DbOrTx,
  access: EmployerAccess,
  q: WorkPeriodsQuery,
): Promise<{ data: WorkPeriodView[]; total: number }> {
  const cal = await loadPayCalendar(db, access.employerKey);
  const offset = await estOffsetHoursFor(db, access.employerKey);
  const settings = {
    frequency: q.frequency ?? cal.frequency,
    anchorDate: q.anchor_date ?? cal.anchorDate,
    payDayOffsetDays: q.pay_day_offset_days ?? cal.payDayOffsetDays,
  };
  const asOf = q.as_of ?? todayAtOffset(offset);
  return { data: workPeriodViews(settings, asOf, q.count, offset, q.ahead), total: q.ahead + q.count };
}
