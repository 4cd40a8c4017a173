import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerCreateSchema, partnerUpdateSchema, partnerViewSchema, taxIdRevealViewSchema } from '@app/domain';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams, visibleOr404 } from '../../lib/reference-routes.js';
import { envelope, listRoute, route } from '../../lib/route.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { revealTaxIdFor } from '../tax-ids/tax-id-reveal.js';
import { isStaff, mayRevealPartnerTaxId, seesPartnerTaxId } from './partners.policy.js';
import { findVisiblePartner, listPartners, viewOfJoined } from './partners.repository.js';
import { createPartner, updatePartner } from './partners.service.js';

const READERS = { userTypes: ['admin', 'eor', 'partner', 'sales_partner'], link: '/partners' } as const;
const tags = ['partners'];
const query = listQuerySchema(['name', 'subdomain', 'created_at'], {
  search: z.string().trim().max(100).optional(),
  sales_partner_id: z.string().uuid().optional(),
  active: z.enum(['true', 'false']).optional(),
});

const yesNo = (v: boolean) => (v ? 'yes' : 'no');

export async function partnersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/partners',
    access: READERS,
    tags,
    query,
    row: partnerViewSchema,
    list: ({ principal: p, query: q }) => {
      if (q.sales_partner_id && !isStaff(p))
        throw unprocessable([
          { loc: ['querystring', 'sales_partner_id'], msg: 'Only platform staff filter by sales partner' },
        ]);
      return listPartners(
        deps.db,
        p,
        {
          search: q.search,
          salesPartnerId: q.sales_partner_id,
          active: q.active === undefined ? undefined : q.active === 'true',
          sort: sortOf(q, 'name'),
          ...pageOf(q),
        },
        seesPartnerTaxId(p),
      );
    },
    csv: {
      filename: 'partners',
      columns: [
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
      ],
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/partners/:id',
    access: READERS,
    tags,
    params: idParams,
    response: partnerViewSchema,
    handler: async ({ principal, params }) =>
      viewOfJoined(visibleOr404(await findVisiblePartner(deps.db, principal, params.id)), seesPartnerTaxId(principal)),
  });

  route(app, {
    method: 'POST',
    url: '/v2/partners',
    access: { userTypes: ['admin', 'eor'], link: '/create_partner' },
    tags,
    body: partnerCreateSchema,
    response: partnerViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createPartner(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/partners/:id',
    access: READERS,
    tags,
    params: idParams,
    body: partnerUpdateSchema,
    response: partnerViewSchema,
    handler: ({ principal, params, body, request }) => updatePartner(deps, principal, params.id, body, request.ip),
  });

  // POST, so the number is never in a URL, a browser history or a shared cache. Sales partners
  // are refused by user type: they never see a partner's tax id, not even masked. The reveal sends
  // its own uncacheable answer (after the e-mailed code step), so it is declared by hand.
  r.post(
    '/v2/partners/:id/tax_id/reveal',
    {
      config: { access: { userTypes: ['admin', 'eor', 'partner'], link: '/partners' } },
      schema: { params: idParams, tags, response: { 200: envelope(taxIdRevealViewSchema) } },
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
