import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  HOLIDAY_SORTS,
  holidayCreateSchema,
  holidayEmployerViewSchema,
  holidayFilters,
  holidaySeedResultSchema,
  holidaySeedSchema,
  holidayUpdateSchema,
  holidayViewSchema,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, noContent, route } from '../../lib/route.js';
import { holidayEmployersFor, listHolidays, readableEmployer } from './holidays.repository.js';
import { createHoliday, deleteHoliday, seedStatutoryHolidays, updateHoliday } from './holidays.service.js';

/** Platform staff and partners read (a partner the platform's, a self-employer also its own); the service decides who writes. */
const access = { userTypes: ['admin', 'eor', 'partner'], link: '/holidays' } as const;
const tags = ['holidays'];

export async function holidaysRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/holidays',
    access,
    tags,
    query: listQuerySchema(HOLIDAY_SORTS, holidayFilters),
    row: holidayViewSchema,
    list: async ({ principal, query: q }) => {
      const employer = await readableEmployer(deps.db, principal, q.employer_key, ['querystring', 'employer_key']);
      const result = await listHolidays(deps.db, {
        employerKey: employer.key,
        year: q.year,
        country: q.country,
        region: q.region,
        sort: sortOf(q, 'date'),
        ...pageOf(q),
      });
      return { ...result, filename: `holidays_${employer.key}${q.year ? `_${q.year}` : ''}` };
    },
    csv: {
      filename: 'holidays',
      columns: [
        { header: 'Date', value: (h) => h.date },
        { header: 'Name', value: (h) => h.name },
        { header: 'Country', value: (h) => h.country },
        { header: 'Region', value: (h) => h.region },
      ],
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/holidays/employers',
    access,
    tags,
    response: z.array(holidayEmployerViewSchema),
    handler: ({ principal }) => holidayEmployersFor(deps.db, principal),
  });

  route(app, {
    method: 'POST',
    url: '/v2/holidays',
    access,
    tags,
    body: holidayCreateSchema,
    response: holidayViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createHoliday(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/holidays/seed',
    access,
    tags,
    body: holidaySeedSchema,
    response: holidaySeedResultSchema,
    handler: ({ principal, body, request }) => seedStatutoryHolidays(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/holidays/:id',
    access,
    tags,
    params: idParams,
    body: holidayUpdateSchema,
    response: holidayViewSchema,
    handler: ({ principal, params, body, request }) => updateHoliday(deps, principal, params.id, body, request.ip),
  });

  // 204, no body: declared by hand.
  route(app, {
    method: 'DELETE',
    url: '/v2/holidays/:id',
    access,
    tags,
    params: idParams,
    status: 204,
    response: noContent,
    handler: async ({ principal, params, request }) => {
      await deleteHoliday(deps, principal, params.id, request.ip);
      return null;
    },
  });
}
