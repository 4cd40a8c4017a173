import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canSeeSensitive, corpToCorpCreateSchema, corpToCorpUpdateSchema } from '@app/domain';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sendList, sortOf } from '../../lib/list.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { revealTaxIdFor } from '../tax-ids/tax-id-reveal.js';
import { findVisibleCorpToCorp, listCorpToCorps, toCorpToCorpView } from './corp-to-corps.repository.js';
import { createCorpToCorp, updateCorpToCorp } from './corp-to-corps.service.js';

/** Admin-like, or a partner with corp_to_corp_enabled (the route table's `corp_to_corp` capability). */
const ACCESS = { userTypes: ['admin', 'eor', 'partner'], link: '/corp_to_corps', capability: 'corp_to_corp' } as const;
const query = listQuerySchema(['name', 'created_at'], {
  search: z.string().trim().max(100).optional(),
  active: z.enum(['true', 'false']).optional(),
  partner_id: z.string().uuid().optional(),
});
const params = z.object({ id: z.string().uuid() });
const tags = ['corp_to_corps'];

export async function corpToCorpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/corp_to_corps',
    { config: { access: ACCESS }, schema: { querystring: query, tags } },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const q = req.query;
      if (q.partner_id && p.userType === 'partner')
        throw unprocessable([{ loc: ['querystring', 'partner_id'], msg: 'Only platform staff filter by partner' }]);
      const result = await listCorpToCorps(deps.db, p, {
        search: q.search,
        active: q.active === undefined ? undefined : q.active === 'true',
        partnerId: q.partner_id,
        sort: sortOf(q, 'name'),
        ...pageOf(q),
      });
      return sendList(reply, q, result, {
        filename: 'corp_to_corps',
        columns: [
          { header: 'Name', value: (c) => c.name },
          { header: 'Partner', value: (c) => c.partner.name },
          { header: 'Contact', value: (c) => c.contact_name },
          { header: 'Contact e-mail', value: (c) => c.contact_email },
          { header: 'EIN', value: (c) => c.tax_id?.masked },
          { header: 'Active', value: (c) => c.active },
          { header: 'Contractors', value: (c) => c.contractors_count },
          { header: 'Created', value: (c) => c.created_at },
        ],
      });
    },
  );

  r.get('/v2/corp_to_corps/:id', { config: { access: ACCESS }, schema: { params, tags } }, async (req) => {
    const found = await findVisibleCorpToCorp(deps.db, mustPrincipal(req.principal), req.params.id);
    if (!found) throw notFound();
    return { data: toCorpToCorpView(found) };
  });

  r.post(
    '/v2/corp_to_corps',
    { config: { access: ACCESS }, schema: { body: corpToCorpCreateSchema, tags } },
    async (req, reply) =>
      reply.status(201).send({ data: await createCorpToCorp(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/corp_to_corps/:id',
    { config: { access: ACCESS }, schema: { params, body: corpToCorpUpdateSchema, tags } },
    async (req) => ({
      data: await updateCorpToCorp(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );

  r.post(
    '/v2/corp_to_corps/:id/tax_id/reveal',
    { config: { access: ACCESS }, schema: { params, tags } },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const found = await findVisibleCorpToCorp(deps.db, p, req.params.id);
      if (!found) throw notFound();
      if (!canSeeSensitive(p.subject)) throw forbidden('Your role may not see full tax ids');
      return revealTaxIdFor(deps, req, reply, {
        entityType: 'corp_to_corp',
        entityId: found.corpToCorp.id,
        row: found.corpToCorp,
      });
    },
  );
}
