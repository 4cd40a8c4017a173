/**
 * Workers comp codes: read by every signed-in user at start-up (spec section 7; the answer keeps
 * its {data: {data: [{id, code, description}], total}} shape, rows now also carry `active`);
 * added and changed by admin and eor.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  workersCompCodeCreateSchema,
  workersCompCodeFilters,
  workersCompCodeUpdateSchema,
  workersCompCodeViewSchema,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { listWorkersCompCodes } from './workers-comp-codes.repository.js';
import { createWorkersCompCode, updateWorkersCompCode } from './workers-comp-codes.service.js';

const STAFF = { userTypes: ['admin', 'eor'], link: '/workers_comp_codes' } as const;
const tags = ['workers_comp_codes'];

export async function workersCompCodesRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/workers_comp_codes',
    access: {},
    tags,
    query: listQuerySchema(['code', 'description'], {
      search: z.string().trim().max(100).optional(),
      ...workersCompCodeFilters,
    }),
    row: workersCompCodeViewSchema,
    list: ({ query }) =>
      listWorkersCompCodes(deps.db, {
        search: query.search,
        active: query.active,
        sort: sortOf(query, 'code'),
        ...pageOf(query),
      }),
    csv: {
      filename: 'workers_comp_codes',
      columns: [
        { header: 'Code', value: (c) => c.code },
        { header: 'Description', value: (c) => c.description },
        { header: 'Active', value: (c) => c.active },
      ],
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/workers_comp_codes',
    access: STAFF,
    tags,
    body: workersCompCodeCreateSchema,
    response: workersCompCodeViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createWorkersCompCode(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/workers_comp_codes/:id',
    access: STAFF,
    tags,
    params: idParams,
    body: workersCompCodeUpdateSchema,
    response: workersCompCodeViewSchema,
    handler: ({ principal, params, body, request }) =>
      updateWorkersCompCode(deps, principal, params.id, body, request.ip),
  });
}
