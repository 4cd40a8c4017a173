import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerCreateSchema, partnerUpdateSchema, type PartnerView } from '@app/domain';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sendList, sortOf, type CsvColumn } from '../../lib/list.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { revealTaxIdFor } from '../tax-ids/tax-id-reveal.js';
import { isStaff, mayRevealPartnerTaxId, seesPartnerTaxId } from './partners.policy.js';
import { findVisiblePartner, listPartners, viewOfJoined } from './partners.repository.js';
import { createPartner, updatePartner } from './partners.service.js';

const READERS = ['admin', 'eor', 'partner', 'sales_partner'] as const;
const query = listQuerySchema(['name', 'subdomain', 'created_at'], {
  search: z.string().trim().max(100).optional(),
  sales_partner_id: z.string().uuid().optional(),
  active: z.enum(['true', 'false']).optional(),
});
const params = z.object({ id: z.string().uuid() });

const yesNo = (v: boolean) => (v ? 'yes' : 'no');
const CSV_COLUMNS: CsvColumn<PartnerView>[] = [
  { header: 'Name', value: (p) => p.name },
  { header: 'Subdomain', value: (p) => p.subdomain },
  { header: 'Sales partner', value: (p) => p.sales_partner?.name },
  { header: 'Product line', value: (p) => p.product_line },
  { header: 'Funding', value: (p) => p.funding },
  { header: 'Self employer', value: (p) => yesNo(p.self_employer) },
  { header: 'Self funded', value: (p) => yesNo(p.self_funded) },
  { header: 'Canada enabled', value: (p) => yesNo(p.is_canada_enabled) },
  { header: 'Corp-to-corp enabled', value: (p) => yesNo(p.corp_to_corp_enabled) },
  { header: 'Payroll disabled', value: (p) => yesNo(p.is_payroll_disabled) },
  { header: 'Contact', value: (p) => p.contact_name },
  { header: 'Contact e-mail', value: (p) => p.contact_email },
  { header: 'Phone', value: (p) => p.phone },
  { header: 'City', value: (p) => p.address?.city },
  { header: 'State', value: (p) => p.address?.state },
  { header: 'Active', value: (p) => yesNo(p.active) },
  { header: 'Created', value: (p) => p.created_at },
];

export async function partnersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/partners',
    {
      config: { access: { userTypes: READERS, link: '/partners' } },
      schema: { querystring: query, tags: ['partners'] },
    },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const q = req.query;
      if (q.sales_partner_id && !isStaff(p))
        throw unprocessable([
          { loc: ['querystring', 'sales_partner_id'], msg: 'Only platform staff filter by sales partner' },
        ]);
      const result = await listPartners(deps.db, p, {
        search: q.search,
        salesPartnerId: q.sales_partner_id,
        active: q.active === undefined ? undefined : q.active === 'true',
        sort: sortOf(q, 'name'),
        ...pageOf(q),
      });
      const withTaxId = seesPartnerTaxId(p);
      const rows = result.rows.map((row) => viewOfJoined(row, withTaxId));
      return sendList(reply, q, { rows, total: result.total }, { filename: 'partners', columns: CSV_COLUMNS });
    },
  );

  r.get(
    '/v2/partners/:id',
    { config: { access: { userTypes: READERS, link: '/partners' } }, schema: { params, tags: ['partners'] } },
    async (req) => {
      const p = mustPrincipal(req.principal);
      const found = await findVisiblePartner(deps.db, p, req.params.id);
      if (!found) throw notFound();
      return { data: viewOfJoined(found, seesPartnerTaxId(p)) };
    },
  );

  r.post(
    '/v2/partners',
    {
      config: { access: { userTypes: ['admin', 'eor'], link: '/create_partner' } },
      schema: { body: partnerCreateSchema, tags: ['partners'] },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await createPartner(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/partners/:id',
    {
      config: { access: { userTypes: ['admin', 'eor', 'partner', 'sales_partner'], link: '/partners' } },
      schema: { params, body: partnerUpdateSchema, tags: ['partners'] },
    },
    async (req) => ({ data: await updatePartner(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip) }),
  );

  // POST, so the number is never in a URL, a browser history or a shared cache. Sales partners
  // are refused by user type: they never see a partner's tax id, not even masked.
  r.post(
    '/v2/partners/:id/tax_id/reveal',
    {
      config: { access: { userTypes: ['admin', 'eor', 'partner'], link: '/partners' } },
      schema: { params, tags: ['partners'] },
    },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const found = await findVisiblePartner(deps.db, p, req.params.id);
      if (!found) throw notFound();
      if (!mayRevealPartnerTaxId(p)) throw forbidden('Your role may not see full tax ids');
      return revealTaxIdFor(deps, req, reply, {
        entityType: 'partner',
        entityId: found.partner.id,
        row: found.partner,
      });
    },
  );
}
