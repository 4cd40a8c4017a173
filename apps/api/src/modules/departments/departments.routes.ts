import type { FastifyInstance } from 'fastify';
import { departmentCreateSchema, departmentFilters, departmentUpdateSchema, departmentViewSchema } from '@app/domain';
import { referenceRoutes } from '../../lib/reference-route-set.js';
import { referenceListFilter, referenceListQuery } from '../../lib/reference-routes.js';
import { findVisibleDepartment, listDepartments, toDepartmentView } from './departments.repository.js';
import { createDepartment, updateDepartment } from './departments.service.js';

const LINK = '/departments';
const READERS = { userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client'], link: LINK } as const;
const WRITERS = { userTypes: ['admin', 'eor', 'partner'], link: LINK } as const;

export async function departmentsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  referenceRoutes(app, {
    url: '/v2/departments',
    tags: ['departments'],
    access: { read: READERS, create: WRITERS, update: WRITERS },
    view: departmentViewSchema,
    list: {
      query: referenceListQuery(['name', 'code', 'created_at'], departmentFilters),
      list: ({ principal, query }) =>
        listDepartments(deps.db, principal, referenceListFilter(principal, query, 'name')),
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
    },
    find: (principal, id) => findVisibleDepartment(deps.db, principal, id),
    toView: toDepartmentView,
    create: {
      body: departmentCreateSchema,
      handler: ({ principal, body, request }) => createDepartment(deps, principal, body, request.ip),
    },
    update: {
      body: departmentUpdateSchema,
      handler: ({ principal, params, body, request }) => updateDepartment(deps, principal, params.id, body, request.ip),
    },
  });
}
