import type { FastifyInstance } from 'fastify';
import { departmentCreateSchema, departmentFilters, departmentUpdateSchema, departmentViewSchema } from '@app/domain';
import { idParams, referenceListFilter, referenceListQuery, visibleOr404 } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { findVisibleDepartment, listDepartments, toDepartmentView } from './departments.repository.js';
import { createDepartment, updateDepartment } from './departments.service.js';

const LINK = '/departments';
const READERS = { userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client'], link: LINK } as const;
const WRITERS = { userTypes: ['admin', 'eor', 'partner'], link: LINK } as const;
const tags = ['departments'];

export async function departmentsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/departments',
    access: READERS,
    tags,
    query: referenceListQuery(['name', 'code', 'created_at'], departmentFilters),
    row: departmentViewSchema,
    list: ({ principal, query }) => listDepartments(deps.db, principal, referenceListFilter(principal, query, 'name')),
    csv: {
      filename: 'departments',
      columns: [
        { header: 'Name', value: (d) => d.name },
        { header: 'Code', value: (d) => d.code },
        { header: 'Partner', value: (d) => d.partner.name },
        { header: 'Client', value: (d) => d.client?.name },
        { header: 'Active', value: (d) => d.active },
      ],
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/departments/:id',
    access: READERS,
    tags,
    params: idParams,
    response: departmentViewSchema,
    handler: async ({ principal, params }) =>
      toDepartmentView(visibleOr404(await findVisibleDepartment(deps.db, principal, params.id))),
  });

  route(app, {
    method: 'POST',
    url: '/v2/departments',
    access: WRITERS,
    tags,
    body: departmentCreateSchema,
    response: departmentViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createDepartment(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/departments/:id',
    access: WRITERS,
    tags,
    params: idParams,
    body: departmentUpdateSchema,
    response: departmentViewSchema,
    handler: ({ principal, params, body, request }) => updateDepartment(deps, principal, params.id, body, request.ip),
  });
}
