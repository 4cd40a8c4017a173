import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { departmentCreateSchema, departmentFilters, departmentUpdateSchema } from '@app/domain';
import { notFound, unprocessable } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sendList, sortOf } from '../../lib/list.js';
import { isStaff } from '../../lib/reference-rows.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { findVisibleDepartment, listDepartments, toDepartmentView } from './departments.repository.js';
import { createDepartment, updateDepartment } from './departments.service.js';

const READERS = ['admin', 'eor', 'partner', 'sales_partner', 'client'] as const;
const WRITERS = ['admin', 'eor', 'partner'] as const;
const LINK = '/departments';
const query = listQuerySchema(['name', 'code', 'created_at'], {
  search: z.string().trim().max(100).optional(),
  partner_id: z.string().uuid().optional(),
  ...departmentFilters,
});
const params = z.object({ id: z.string().uuid() });

export async function departmentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/departments',
    { config: { access: { userTypes: READERS, link: LINK } }, schema: { querystring: query, tags: ['departments'] } },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const q = req.query;
      if (q.partner_id && !isStaff(p))
        throw unprocessable([{ loc: ['querystring', 'partner_id'], msg: 'Only platform staff filter by partner' }]);
      const result = await listDepartments(deps.db, p, {
        search: q.search,
        partnerId: q.partner_id,
        clientId: q.client_id,
        active: q.active,
        sort: sortOf(q, 'name'),
        ...pageOf(q),
      });
      return sendList(reply, q, result, {
        filename: 'departments',
        columns: [
          { header: 'Name', value: (d) => d.name },
          { header: 'Code', value: (d) => d.code },
          { header: 'Partner', value: (d) => d.partner.name },
          { header: 'Client', value: (d) => d.client?.name },
          { header: 'Active', value: (d) => d.active },
        ],
      });
    },
  );

  r.get(
    '/v2/departments/:id',
    { config: { access: { userTypes: READERS, link: LINK } }, schema: { params, tags: ['departments'] } },
    async (req) => {
      const found = await findVisibleDepartment(deps.db, mustPrincipal(req.principal), req.params.id);
      if (!found) throw notFound();
      return { data: toDepartmentView(found) };
    },
  );

  r.post(
    '/v2/departments',
    {
      config: { access: { userTypes: WRITERS, link: LINK } },
      schema: { body: departmentCreateSchema, tags: ['departments'] },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await createDepartment(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/departments/:id',
    {
      config: { access: { userTypes: WRITERS, link: LINK } },
      schema: { params, body: departmentUpdateSchema, tags: ['departments'] },
    },
    async (req) => ({
      data: await updateDepartment(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );
}
