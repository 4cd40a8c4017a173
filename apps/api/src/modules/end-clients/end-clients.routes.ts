import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endClientCreateSchema, endClientFilters, endClientUpdateSchema } from '@app/domain';
import { sendList } from '../../lib/list.js';
import { idParams, referenceListFilter, referenceListQuery, visibleOr404 } from '../../lib/reference-routes.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { findVisibleEndClient, listEndClients, toEndClientView } from './end-clients.repository.js';
import { createEndClient, updateEndClient } from './end-clients.service.js';

const READERS = ['admin', 'eor', 'partner', 'sales_partner', 'client'] as const;
const WRITERS = ['admin', 'eor', 'partner'] as const;
const LINK = '/end_clients';
const query = referenceListQuery(['name', 'city', 'created_at'], endClientFilters);

export async function endClientsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/end_clients',
    { config: { access: { userTypes: READERS, link: LINK } }, schema: { querystring: query, tags: ['end_clients'] } },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const q = req.query;
      const result = await listEndClients(deps.db, p, referenceListFilter(p, q, 'name'));
      return sendList(reply, q, result, {
        filename: 'end_clients',
        columns: [
          { header: 'Name', value: (e) => e.name },
          { header: 'Partner', value: (e) => e.partner.name },
          { header: 'Client', value: (e) => e.client.name },
          { header: 'City', value: (e) => e.address?.city },
          { header: 'State', value: (e) => e.address?.state },
          { header: 'Active', value: (e) => e.active },
        ],
      });
    },
  );

  r.get(
    '/v2/end_clients/:id',
    { config: { access: { userTypes: READERS, link: LINK } }, schema: { params: idParams, tags: ['end_clients'] } },
    async (req) => ({
      data: toEndClientView(
        visibleOr404(await findVisibleEndClient(deps.db, mustPrincipal(req.principal), req.params.id)),
      ),
    }),
  );

  r.post(
    '/v2/end_clients',
    {
      config: { access: { userTypes: WRITERS, link: LINK } },
      schema: { body: endClientCreateSchema, tags: ['end_clients'] },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await createEndClient(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/end_clients/:id',
    {
      config: { access: { userTypes: WRITERS, link: LINK } },
      schema: { params: idParams, body: endClientUpdateSchema, tags: ['end_clients'] },
    },
    async (req) => ({
      data: await updateEndClient(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );
}
