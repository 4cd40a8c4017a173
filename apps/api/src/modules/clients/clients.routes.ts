import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CLIENT_CONTACT_SORTS,
  clientContactSchema,
  clientCreateSchema,
  clientUpdateSchema,
  clientViewSchema,
} from '@app/domain';
import { unprocessable } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams, visibleOr404 } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { isStaff } from './clients.policy.js';
import { findVisibleClient, listClientContacts, listClients, toClientView } from './clients.repository.js';
import { createClient, updateClient } from './clients.service.js';

const READERS = { userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client'], link: '/clients' } as const;
const tags = ['clients'];
const query = listQuerySchema(['name', 'created_at'], {
  search: z.string().trim().max(100).optional(),
  partner_id: z.string().uuid().optional(),
});

export async function clientsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/clients',
    access: READERS,
    tags,
    query,
    row: clientViewSchema,
    list: ({ principal: p, query: q }) => {
      if (q.partner_id && !isStaff(p))
        throw unprocessable([{ loc: ['querystring', 'partner_id'], msg: 'Only platform staff filter by partner' }]);
      return listClients(deps.db, p, {
        search: q.search,
        partnerId: q.partner_id,
        sort: sortOf(q, 'name'),
        ...pageOf(q),
      });
    },
    csv: {
      filename: 'clients',
      columns: [
        { header: 'Name', value: (c) => c.name },
        { header: 'Partner', value: (c) => c.partner.name },
        { header: 'Payment terms (days)', value: (c) => c.payment_terms_net_days },
        { header: 'Billing e-mail', value: (c) => c.billing_email },
        { header: 'City', value: (c) => c.address?.city },
        { header: 'State', value: (c) => c.address?.state },
        { header: 'Created', value: (c) => c.created_at },
      ],
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/clients/:id',
    access: READERS,
    tags,
    params: idParams,
    response: clientViewSchema,
    handler: async ({ principal, params }) => {
      const found = visibleOr404(await findVisibleClient(deps.db, principal, params.id));
      return toClientView(found.client, found.partnerName);
    },
  });

  // The client workspace's Contacts tab: its partner and staff, for a client they see (404 otherwise).
  listRoute(app, {
    url: '/v2/clients/:id/contacts',
    access: { userTypes: ['admin', 'eor', 'partner'], link: '/clients' },
    tags,
    params: idParams,
    query: listQuerySchema(CLIENT_CONTACT_SORTS, {}),
    row: clientContactSchema,
    list: async ({ principal, params, query: q }) => {
      visibleOr404(await findVisibleClient(deps.db, principal, params.id));
      return listClientContacts(deps.db, params.id, { sort: sortOf(q, 'name'), ...pageOf(q) });
    },
    csv: {
      filename: 'client_contacts',
      columns: [
        { header: 'Name', value: (c) => c.name },
        { header: 'E-mail', value: (c) => c.email },
        { header: 'Role', value: (c) => c.role },
        { header: 'Active', value: (c) => (c.active ? 'yes' : 'no') },
      ],
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/clients',
    access: { userTypes: ['admin', 'eor', 'partner'], link: '/create_client' },
    tags,
    body: clientCreateSchema,
    response: clientViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createClient(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/clients/:id',
    access: { userTypes: ['admin', 'eor', 'partner', 'client'], link: '/clients' },
    tags,
    params: idParams,
    body: clientUpdateSchema,
    response: clientViewSchema,
    handler: ({ principal, params, body, request }) => updateClient(deps, principal, params.id, body, request.ip),
  });
}
