import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canSeeSensitive,
  corpToCorpCreateSchema,
  corpToCorpUpdateSchema,
  corpToCorpViewSchema,
  taxIdRevealViewSchema,
} from '@app/domain';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { envelope, listRoute, route } from '../../lib/route.js';
import { isStaff } from '../../lib/principal.js';
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

  listRoute(app, {
    url: '/v2/corp_to_corps',
    access: ACCESS,
    tags,
    query,
    row: corpToCorpViewSchema,
    list: ({ principal: p, query: q }) => {
      if (q.partner_id && !isStaff(p))
        throw unprocessable([{ loc: ['querystring', 'partner_id'], msg: 'Only platform staff filter by partner' }]);
      return listCorpToCorps(deps.db, p, {
        search: q.search,
        active: q.active === undefined ? undefined : q.active === 'true',
        partnerId: q.partner_id,
        sort: sortOf(q, 'name'),
        ...pageOf(q),
      });
    },
    csv: {
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
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/corp_to_corps/:id',
    access: ACCESS,
    tags,
    params,
    response: corpToCorpViewSchema,
    handler: async ({ principal, params }) => {
      const found = await findVisibleCorpToCorp(deps.db, principal, params.id);
      if (!found) throw notFound();
      return toCorpToCorpView(found);
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/corp_to_corps',
    access: ACCESS,
    tags,
    body: corpToCorpCreateSchema,
    response: corpToCorpViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createCorpToCorp(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/corp_to_corps/:id',
    access: ACCESS,
    tags,
    params,
    body: corpToCorpUpdateSchema,
    response: corpToCorpViewSchema,
    handler: ({ principal, params, body, request }) => updateCorpToCorp(deps, principal, params.id, body, request.ip),
  });

  // The reveal sends its own uncacheable answer (after the e-mailed code step), so it is declared by hand.
  r.post(
    '/v2/corp_to_corps/:id/tax_id/reveal',
    { config: { access: ACCESS }, schema: { params, tags, response: { 200: envelope(taxIdRevealViewSchema) } } },
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
