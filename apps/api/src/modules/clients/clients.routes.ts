import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientCreateSchema, clientUpdateSchema } from '@app/domain';
import { notFound, unprocessable } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sendList, sortOf } from '../../lib/list.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { isStaff } from './clients.policy.js';
import { findVisibleClient, listClients, toClientView } from './clients.repository.js';
import { createClient, updateClient } from './clients.service.js';

const READERS = ['admin', 'eor', 'partner', 'sales_partner', 'client'] as const;
const query = listQuerySchema(['name', 'created_at'], {
  search: z.string().trim().max(100).optional(),
  partner_id: z.string().uuid().optional(),
});
const params = z.object({ id: z.string().uuid() });

export async function clientsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/clients',
    { config: { access: { userTypes: READERS, link: '/clients' } }, schema: { querystring: query, tags: ['clients'] } },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const q = req.query;
      if (q.partner_id && !isStaff(p))
        throw unprocessable([{ loc: ['querystring', 'partner_id'], msg: 'Only platform staff filter by partner' }]);
      const result = await listClients(deps.db, p, {
        search: q.search,
        partnerId: q.partner_id,
        sort: sortOf(q, 'name'),
        ...pageOf(q),
      });
      return sendList(reply, q, result, {
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
      });
    },
  );

  r.get(
    '/v2/clients/:id',
    { config: { access: { userTypes: READERS, link: '/clients' } }, schema: { params, tags: ['clients'] } },
    async (req) => {
      const found = await findVisibleClient(deps.db, mustPrincipal(req.principal), req.params.id);
      if (!found) throw notFound();
      return { data: toClientView(found.client, found.partnerName) };
    },
  );

  r.post(
    '/v2/clients',
    {
      config: { access: { userTypes: ['admin', 'eor', 'partner'], link: '/create_client' } },
      schema: { body: clientCreateSchema, tags: ['clients'] },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await createClient(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/clients/:id',
    {
      config: { access: { userTypes: ['admin', 'eor', 'partner', 'client'], link: '/clients' } },
      schema: { params, body: clientUpdateSchema, tags: ['clients'] },
    },
    async (req) => ({ data: await updateClient(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip) }),
  );
}
