/**
 * /v2/payroll_settings (an employer's pay calendar) and /v2/work_periods (its pay periods): the caller's
 * access to the employer decides (pay-calendars.policy.ts); payroll-settings.service.ts does the rest.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { payCalendarQuerySchema, payCalendarUpdateSchema, workPeriodsQuerySchema } from '@app/domain';
import { mustPrincipal } from '../../plugins/auth.js';
import { employerAccessFor } from './pay-calendars.policy.js';
import { payCalendarView, updatePayCalendar, workPeriodsFor } from './payroll-settings.service.js';

const ACCESS = { userTypes: ['admin', 'eor', 'partner'] as const, link: '/payroll_settings' };

export async function payCalendarsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/v2/payroll_settings',
    { config: { access: ACCESS }, schema: { querystring: payCalendarQuerySchema, tags: ['payroll_settings'] } },
    async (req) => {
      const access = await employerAccessFor(db, mustPrincipal(req.principal), req.query.employer_key);
      return { data: await payCalendarView(db, access) };
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
      return { data: await updatePayCalendar(db, p, access, req.body, req.ip) };
    },
  );

  r.get(
    '/v2/work_periods',
    { config: { access: ACCESS }, schema: { querystring: workPeriodsQuerySchema, tags: ['payroll_settings'] } },
    async (req) => {
      const access = await employerAccessFor(db, mustPrincipal(req.principal), req.query.employer_key);
      return { data: await workPeriodsFor(db, access, req.query) };
    },
  );
}
