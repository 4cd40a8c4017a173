import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  payCalendarQuerySchema,
  payCalendarUpdateSchema,
  workPeriodsQuerySchema,
  type PayCalendarUpdate,
  type PayCalendarView,
} from '@app/domain';
import type { DbOrTx, Tx } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { conflict, forbidden } from '../../lib/errors.js';
import { hasOpenTimeItems } from '../ledger/ledger.posting.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { employerAccessFor, type EmployerAccess } from './pay-calendars.policy.js';
import {
  estOffsetHoursFor,
  loadPayCalendar,
  savePayCalendar,
  todayAtOffset,
  workPeriodViews,
} from './pay-calendars.service.js';

const ACCESS = { userTypes: ['admin', 'eor', 'partner'] as const, link: '/payroll_settings' };

async function calendarView(db: DbOrTx, access: EmployerAccess): Promise<PayCalendarView> {
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

export async function payCalendarsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/v2/payroll_settings',
    { config: { access: ACCESS }, schema: { querystring: payCalendarQuerySchema, tags: ['payroll_settings'] } },
    async (req) => {
      const access = await employerAccessFor(db, mustPrincipal(req.principal), req.query.employer_key);
      return { data: await calendarView(db, access) };
    },
  );

  r.put(
    '/v2/payroll_settings',
    {
      config: { access: ACCESS },
      schema: { querystring: payCalendarQuerySchema, body: payCalendarUpdateSchema, tags: ['payroll_settings'] },
    },
    async (req) => {
      const p = mustPrincipal(req.principal);
      const access = await employerAccessFor(db, p, req.query.employer_key);
      if (!access.canEdit) throw forbidden('You may read this pay calendar, not change it');
      return db.transaction(async (tx) => {
        await assertWorkweekMayChange(tx, access.employerKey, req.body);
        await savePayCalendar(tx, access.employerKey, req.body, p.userId);
        await audit(tx, {
          actorUserId: p.userId,
          actualUserId: p.actualUserId,
          action: 'pay_calendar_updated',
          entityType: 'pay_calendar',
          entityId: null,
          metadata: { employer_key: access.employerKey, ...req.body },
          ip: req.ip,
        });
        return { data: await calendarView(tx, access) };
      });
    },
  );

  r.get(
    '/v2/work_periods',
    { config: { access: ACCESS }, schema: { querystring: workPeriodsQuerySchema, tags: ['payroll_settings'] } },
    async (req) => {
      const q = req.query;
      const access = await employerAccessFor(db, mustPrincipal(req.principal), q.employer_key);
      const cal = await loadPayCalendar(db, access.employerKey);
      const offset = await estOffsetHoursFor(db, access.employerKey);
      const settings = {
        frequency: q.frequency ?? cal.frequency,
        anchorDate: q.anchor_date ?? cal.anchorDate,
        payDayOffsetDays: q.pay_day_offset_days ?? cal.payDayOffsetDays,
      };
      const asOf = q.as_of ?? todayAtOffset(offset);
      return { data: { data: workPeriodViews(settings, asOf, q.count, offset), total: q.count } };
    },
  );
}
