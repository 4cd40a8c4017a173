import type { FastifyInstance } from 'fastify';
import { endClientCreateSchema, endClientFilters, endClientUpdateSchema, endClientViewSchema } from '@app/domain';
import { idParams, referenceListFilter, referenceListQuery, visibleOr404 } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { findVisibleEndClient, listEndClients, toEndClientView } from './end-clients.repository.js';
import { createEndClient, updateEndClient } from './end-clients.service.js';

const LINK = '/end_clients';
const READERS = { userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client'], link: LINK } as const;
const WRITERS = { userTypes: ['admin', 'eor', 'partner'], link: LINK } as const;
const tags = ['end_clients'];

export async function endClientsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/end_clients',
    access: READERS,
    tags,
    query: referenceListQuery(['name', 'city', 'created_at'], endClientFilters),
    row: endClientViewSchema,
    list: ({ principal, query }) => listEndClients(deps.db, principal, referenceListFilter(principal, query, 'name')),
    csv: {
      filename: 'end_clients',
      columns: [
        { header: 'Name', value: (e) => e.name },
        { header: 'Partner', value: (e) => e.partner.name },
        { header: 'Client', value: (e) => e.client.name },
        { header: 'City', value: (e) => e.address?.city },
        { header: 'State', value: (e) => e.address?.state },
        { header: 'Active', value: (e) => e.active },
      ],
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/end_clients/:id',
    access: READERS,
    tags,
    params: idParams,
    response: endClientViewSchema,
    handler: async ({ principal, params }) =>
      toEndClientView(visibleOr404(await findVisibleEndClient(deps.db, principal, params.id))),
  });

  route(app, {
    method: 'POST',
    url: '/v2/end_clients',
    access: WRITERS,
    tags,
    body: endClientCreateSchema,
    response: endClientViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createEndClient(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/end_clients/:id',
    access: WRITERS,
    tags,
    params: idParams,
    body: endClientUpdateSchema,
    response: endClientViewSchema,
    handler: ({ principal, params, body, request }) => updateEndClient(deps, principal, params.id, body, request.ip),
  });
}
