import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HOLIDAY_SORTS,
  holidayCreateSchema,
  holidayFilters,
  holidaySeedSchema,
  holidayUpdateSchema,
} from '@app/domain';
import { listQuerySchema, pageOf, sendList, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { holidayEmployersFor, listHolidays, readableEmployer } from './holidays.repository.js';
import { createHoliday, deleteHoliday, seedStatutoryHolidays, updateHoliday } from './holidays.service.js';

/** Platform staff and partners read (a partner the platform's, a self-employer also its own); the service decides who writes. */
const USERS = ['admin', 'eor', 'partner'] as const;
const access = { userTypes: USERS, link: '/holidays' };
const query = listQuerySchema(HOLIDAY_SORTS, holidayFilters);

export async function holidaysRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/holidays',
    { config: { access }, schema: { querystring: query, tags: ['holidays'] } },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const q = req.query;
      const employer = await readableEmployer(deps.db, p, q.employer_key, ['querystring', 'employer_key']);
      const result = await listHolidays(deps.db, {
        employerKey: employer.key,
        year: q.year,
        country: q.country,
        region: q.region,
        sort: sortOf(q, 'date'),
        ...pageOf(q),
      });
      return sendList(reply, q, result, {
        filename: `holidays_${employer.key}${q.year ? `_${q.year}` : ''}`,
        columns: [
          { header: 'Date', value: (h) => h.date },
          { header: 'Name', value: (h) => h.name },
          { header: 'Country', value: (h) => h.country },
          { header: 'Region', value: (h) => h.region },
        ],
      });
    },
  );

  r.get('/v2/holidays/employers', { config: { access }, schema: { tags: ['holidays'] } }, async (req) => ({
    data: await holidayEmployersFor(deps.db, mustPrincipal(req.principal)),
  }));

  r.post(
    '/v2/holidays',
    { config: { access }, schema: { body: holidayCreateSchema, tags: ['holidays'] } },
    async (req, reply) =>
      reply.status(201).send({ data: await createHoliday(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.post(
    '/v2/holidays/seed',
    { config: { access }, schema: { body: holidaySeedSchema, tags: ['holidays'] } },
    async (req) => ({ data: await seedStatutoryHolidays(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/holidays/:id',
    { config: { access }, schema: { params: idParams, body: holidayUpdateSchema, tags: ['holidays'] } },
    async (req) => ({
      data: await updateHoliday(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );

  r.delete(
    '/v2/holidays/:id',
    { config: { access }, schema: { params: idParams, tags: ['holidays'] } },
    async (req, reply) => {
      await deleteHoliday(deps, mustPrincipal(req.principal), req.params.id, req.ip);
      return reply.status(204).send();
    },
  );
}
