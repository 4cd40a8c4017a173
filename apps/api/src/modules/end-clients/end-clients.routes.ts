import type { FastifyInstance } from 'fastify';
import { endClientCreateSchema, endClientFilters, endClientUpdateSchema, endClientViewSchema } from '@app/domain';
import { referenceRoutes } from '../../lib/reference-route-set.js';
import { referenceListFilter, referenceListQuery } from '../../lib/reference-routes.js';
import { findVisibleEndClient, listEndClients, toEndClientView } from './end-clients.repository.js';
import { createEndClient, updateEndClient } from './end-clients.service.js';

const LINK = '/end_clients';
const READERS = { userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client'], link: LINK } as const;
const WRITERS = { userTypes: ['admin', 'eor', 'partner'], link: LINK } as const;

export async function endClientsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  referenceRoutes(app, {
    url: '/v2/end_clients',
    tags: ['end_clients'],
    access: { read: READERS, create: WRITERS, update: WRITERS },
    view: endClientViewSchema,
    list: {
      query: referenceListQuery(['name', 'city', 'created_at'], endClientFilters),
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
    },
    find: (principal, id) => findVisibleEndClient(deps.db, principal, id),
    toView: toEndClientView,
    create: {
      body: endClientCreateSchema,
      handler: ({ principal, body, request }) => createEndClient(deps, principal, body, request.ip),
    },
    update: {
      body: endClientUpdateSchema,
      handler: ({ principal, params, body, request }) => updateEndClient(deps, principal, params.id, body, request.ip),
    },
  });
}
