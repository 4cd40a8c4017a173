import type { FastifyInstance } from 'fastify';
import {
  PROJECT_CODE_SORTS,
  projectCodeCreateSchema,
  projectCodeFilters,
  projectCodeUpdateSchema,
  projectCodeViewSchema,
} from '@app/domain';
import { idParams, referenceListFilter, referenceListQuery, visibleOr404 } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { findVisibleProjectCode, listProjectCodes, toProjectCodeView } from './project-codes.repository.js';
import { createProjectCode, updateProjectCode } from './project-codes.service.js';

const READERS = { userTypes: ['admin', 'eor', 'partner', 'client'], link: '/project_codes' } as const;
const WRITERS = { userTypes: ['admin', 'eor', 'partner'], link: '/project_codes' } as const;
const tags = ['project_codes'];

export async function projectCodesRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/project_codes',
    access: READERS,
    tags,
    query: referenceListQuery(PROJECT_CODE_SORTS, projectCodeFilters),
    row: projectCodeViewSchema,
    list: ({ principal, query }) => listProjectCodes(deps.db, principal, referenceListFilter(principal, query, 'code')),
    csv: {
      filename: 'project_codes',
      columns: [
        { header: 'Code', value: (c) => c.code },
        { header: 'Description', value: (c) => c.description },
        { header: 'Client', value: (c) => c.client.name },
        { header: 'Partner', value: (c) => c.partner.name },
        { header: 'Active', value: (c) => c.active },
      ],
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/project_codes/:id',
    access: READERS,
    tags,
    params: idParams,
    response: projectCodeViewSchema,
    handler: async ({ principal, params }) =>
      toProjectCodeView(visibleOr404(await findVisibleProjectCode(deps.db, principal, params.id))),
  });

  route(app, {
    method: 'POST',
    url: '/v2/project_codes',
    access: WRITERS,
    tags,
    body: projectCodeCreateSchema,
    response: projectCodeViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createProjectCode(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/project_codes/:id',
    access: WRITERS,
    tags,
    params: idParams,
    body: projectCodeUpdateSchema,
    response: projectCodeViewSchema,
    handler: ({ principal, params, body, request }) => updateProjectCode(deps, principal, params.id, body, request.ip),
  });
}
