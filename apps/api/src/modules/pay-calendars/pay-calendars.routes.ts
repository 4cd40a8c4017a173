/**
 * /v2/payroll_settings (an employer's pay calendar) and /v2/work_periods (its pay periods): the caller's
 * access to the employer decides (pay-calendars.policy.ts); payroll-settings.service.ts does the rest.
 */
import type { FastifyInstance } from 'fastify';
import {
  payCalendarQuerySchema,
  payCalendarUpdateSchema,
  payCalendarViewSchema,
  workPeriodListSchema,
  workPeriodsQuerySchema,
} from '@app/domain';
import { route } from '../../lib/route.js';
import { employerAccessFor } from './pay-calendars.policy.js';
import { payCalendarView, updatePayCalendar, workPeriodsFor } from './payroll-settings.service.js';

const ACCESS = { userTypes: ['admin', 'eor', 'partner'], link: '/payroll_settings' } as const;
const tags = ['payroll_settings'];

export async function payCalendarsRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  route(app, {
    method: 'GET',
    url: '/v2/payroll_settings',
    access: ACCESS,
    tags,
    query: payCalendarQuerySchema,
    response: payCalendarViewSchema,
    handler: async ({ principal, query }) =>
      payCalendarView(db, await employerAccessFor(db, principal, query.employer_key)),
  });

  route(app, {
    method: 'PUT',
    url: '/v2/payroll_settings',
    access: ACCESS,
    tags,
    query: payCalendarQuerySchema,
    body: payCalendarUpdateSchema,
    response: payCalendarViewSchema,
    handler: async ({ principal, query, body, request }) =>
      updatePayCalendar(db, principal, await employerAccessFor(db, principal, query.employer_key), body, request.ip),
  });

  route(app, {
    method: 'GET',
    url: '/v2/work_periods',
    access: ACCESS,
    tags,
    query: workPeriodsQuerySchema,
    response: workPeriodListSchema,
    handler: async ({ principal, query }) =>
      workPeriodsFor(db, await employerAccessFor(db, principal, query.employer_key), query),
  });
}
