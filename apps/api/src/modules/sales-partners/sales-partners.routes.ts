import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canSeeSensitive, salesPartnerCreateSchema, salesPartnerUpdateSchema } from '@app/domain';
import { forbidden, notFound } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sendList, sortOf } from '../../lib/list.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { revealTaxIdFor } from '../tax-ids/tax-id-reveal.js';
import { findVisibleSalesPartner, findVisibleSalesPartnerRow, listSalesPartners } from './sales-partners.repository.js';
import { createSalesPartner, updateSalesPartner } from './sales-partners.service.js';

const READERS = ['admin', 'eor', 'sales_partner'] as const;
const query = listQuerySchema(['name', 'created_at'], { search: z.string().trim().max(100).optional() });
const params = z.object({ id: z.string().uuid() });

export async function salesPartnersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/sales_partners',
    {
      config: { access: { userTypes: READERS, link: '/sales_partners' } },
      schema: { querystring: query, tags: ['sales_partners'] },
    },
    async (req, reply) => {
      const q = req.query;
      const result = await listSalesPartners(deps.db, mustPrincipal(req.principal), {
        search: q.search,
        sort: sortOf(q, 'name'),
        ...pageOf(q),
      });
      return sendList(reply, q, result, {
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
      });
    },
  );

  r.get(
    '/v2/sales_partners/:id',
    {
      config: { access: { userTypes: READERS, link: '/sales_partners' } },
      schema: { params, tags: ['sales_partners'] },
    },
    async (req) => {
      const found = await findVisibleSalesPartner(deps.db, mustPrincipal(req.principal), req.params.id);
      if (!found) throw notFound();
      return { data: found };
    },
  );

  r.post(
    '/v2/sales_partners',
    {
      config: { access: { userTypes: ['admin', 'eor'], link: '/create_sales_partner' } },
      schema: { body: salesPartnerCreateSchema, tags: ['sales_partners'] },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await createSalesPartner(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/sales_partners/:id',
    {
      config: { access: { userTypes: READERS, link: '/sales_partners' } },
      schema: { params, body: salesPartnerUpdateSchema, tags: ['sales_partners'] },
    },
    async (req) => ({
      data: await updateSalesPartner(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );

  // POST, so the number is never in a URL. Staff, and a sales partner's own sensitive roles (its
  // owner) for its own EIN: the scope makes any other sales partner's id 404.
  r.post(
    '/v2/sales_partners/:id/tax_id/reveal',
    {
      config: { access: { userTypes: READERS, link: '/sales_partners' } },
      schema: { params, tags: ['sales_partners'] },
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
