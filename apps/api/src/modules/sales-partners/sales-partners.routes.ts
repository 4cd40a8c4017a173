import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canSeeSensitive,
  salesPartnerCreateSchema,
  salesPartnerUpdateSchema,
  salesPartnerViewSchema,
  taxIdRevealViewSchema,
} from '@app/domain';
import { forbidden, notFound } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { envelope, listRoute, route } from '../../lib/route.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { revealTaxIdFor } from '../tax-ids/tax-id-reveal.js';
import { findVisibleSalesPartner, findVisibleSalesPartnerRow, listSalesPartners } from './sales-partners.repository.js';
import { createSalesPartner, updateSalesPartner } from './sales-partners.service.js';

const READERS = { userTypes: ['admin', 'eor', 'sales_partner'], link: '/sales_partners' } as const;
const tags = ['sales_partners'];
const query = listQuerySchema(['name', 'created_at'], { search: z.string().trim().max(100).optional() });
const params = z.object({ id: z.string().uuid() });

export async function salesPartnersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/sales_partners',
    access: READERS,
    tags,
    query,
    row: salesPartnerViewSchema,
    list: ({ principal, query: q }) =>
      listSalesPartners(deps.db, principal, { search: q.search, sort: sortOf(q, 'name'), ...pageOf(q) }),
    csv: {
      filename: 'sales_partners',
      columns: [
        { header: 'Name', value: (s) => s.name },
        { header: 'Commission %', value: (s) => s.commission_percent },
        { header: 'Referred partners', value: (s) => s.partner_count },
        { header: 'Contact', value: (s) => s.contact_name },
        { header: 'Contact e-mail', value: (s) => s.contact_email },
        { header: 'Phone', value: (s) => s.phone },
        { header: 'City', value: (s) => s.address?.city },
        { header: 'State', value: (s) => s.address?.state },
        { header: 'Active', value: (s) => (s.active ? 'yes' : 'no') },
        { header: 'Created', value: (s) => s.created_at },
      ],
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/sales_partners/:id',
    access: READERS,
    tags,
    params,
    response: salesPartnerViewSchema,
    handler: async ({ principal, params }) => {
      const found = await findVisibleSalesPartner(deps.db, principal, params.id);
      if (!found) throw notFound();
      return found;
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/sales_partners',
    access: { userTypes: ['admin', 'eor'], link: '/create_sales_partner' },
    tags,
    body: salesPartnerCreateSchema,
    response: salesPartnerViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createSalesPartner(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/sales_partners/:id',
    access: READERS,
    tags,
    params,
    body: salesPartnerUpdateSchema,
    response: salesPartnerViewSchema,
    handler: ({ principal, params, body, request }) => updateSalesPartner(deps, principal, params.id, body, request.ip),
  });

  // POST, so the number is never in a URL. Staff, and a sales partner's own sensitive roles (its
  // owner) for its own EIN: the scope makes any other sales partner's id 404. The reveal sends its
  // own uncacheable answer (after the e-mailed code step), so it is declared by hand.
  r.post(
    '/v2/sales_partners/:id/tax_id/reveal',
    {
      config: { access: READERS },
      schema: { params, tags, response: { 200: envelope(taxIdRevealViewSchema) } },
    },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const row = await findVisibleSalesPartnerRow(deps.db, p, req.params.id);
      if (!row) throw notFound();
      if (!canSeeSensitive(p.subject)) throw forbidden('Your role may not see full tax ids');
      return revealTaxIdFor(deps, req, reply, { entityType: 'sales_partner', entityId: row.id, row });
    },
  );
}
