import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { departmentCreateSchema, departmentFilters, departmentUpdateSchema } from '@app/domain';
import { sendList } from '../../lib/list.js';
import { idParams, referenceListFilter, referenceListQuery, visibleOr404 } from '../../lib/reference-routes.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { findVisibleDepartment, listDepartments, toDepartmentView } from './departments.repository.js';
import { createDepartment, updateDepartment } from './departments.service.js';

const READERS = ['admin', 'eor', 'partner', 'sales_partner', 'client'] as const;
const WRITERS = ['admin', 'eor', 'partner'] as const;
const LINK = '/departments';
const query = referenceListQuery(['name', 'code', 'created_at'], departmentFilters);

export async function departmentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/departments',
    { config: { access: { userTypes: READERS, link: LINK } }, schema: { querystring: query, tags: ['departments'] } },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const q = req.query;
      const result = await listDepartments(deps.db, p, referenceListFilter(p, q, 'name'));
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
    { config: { access: { userTypes: READERS, link: LINK } }, schema: { params: idParams, tags: ['departments'] } },
    async (req) => ({
      data: toDepartmentView(
        visibleOr404(await findVisibleDepartment(deps.db, mustPrincipal(req.principal), req.params.id)),
      ),
    }),
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
      schema: { params: idParams, body: departmentUpdateSchema, tags: ['departments'] },
    },
    async (req) => ({
      data: await updateDepartment(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );
}
