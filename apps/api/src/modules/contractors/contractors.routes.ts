import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTRACTOR_ACTIVITY_SORTS,
  CONTRACTOR_STATUSES,
  contractorActivityFilters,
  contractorActivitySchema,
  JOB_CLASSIFICATIONS,
  contractorCreateSchema,
  contractorUpdateSchema,
  contractorViewSchema,
  taxIdRevealViewSchema,
  type ContractorView,
} from '@app/domain';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sortOf, type CsvColumn } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { envelope, listRoute, route } from '../../lib/route.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { revealTaxIdFor } from '../tax-ids/tax-id-reveal.js';
import { contractorActivity } from './contractor-activity.service.js';
import { withListExtras } from './contractor-list-extras.js';
import { isStaff } from './contractors.policy.js';
import { findVisibleContractor, listContractors, toContractorView } from './contractors.repository.js';
import { mayRevealContractorTaxId, seesContractorPersonal } from './contractors.scope.js';
import { createContractor, updateContractor } from './contractors.service.js';

const READERS = ['admin', 'eor', 'partner', 'sales_partner', 'client', 'contractor'] as const;
const WRITERS = ['admin', 'eor', 'partner'] as const;
const query = listQuerySchema(['name', 'email', 'classification', 'status', 'created_at'], {
  search: z.string().trim().max(100).optional(),
  classification: z.enum(JOB_CLASSIFICATIONS).optional(),
  status: z.enum(CONTRACTOR_STATUSES).optional(),
  partner_id: z.string().uuid().optional(),
  client_id: z.string().uuid().optional(),
});
const tags = ['contractors'];

const CSV_COLUMNS: CsvColumn<ContractorView>[] = [
  { header: 'First name', value: (c) => c.first_name },
  { header: 'Last name', value: (c) => c.last_name },
  { header: 'Email', value: (c) => c.email },
  { header: 'Classification', value: (c) => c.classification },
  { header: 'Status', value: (c) => c.status },
  { header: 'Partner', value: (c) => c.partner.name },
  { header: 'Corp-to-corp', value: (c) => c.corp_to_corp?.name },
  { header: 'Created', value: (c) => c.created_at },
];
/** Only for callers who see personal data; the tax id as masked as everywhere else. */
const PERSONAL_CSV_COLUMNS: CsvColumn<ContractorView>[] = [
  { header: 'Phone', value: (c) => c.phone },
  { header: 'Tax id', value: (c) => c.tax_id?.masked },
  { header: 'State', value: (c) => c.address?.state },
];

export async function contractorsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/contractors',
    access: { userTypes: READERS, link: '/contractors' },
    tags,
    query,
    row: contractorViewSchema,
    list: async ({ principal: p, query: q }) => {
      if (q.partner_id && !isStaff(p))
        throw unprocessable([{ loc: ['querystring', 'partner_id'], msg: 'Only platform staff filter by partner' }]);
      const { rows, ...page } = await listContractors(deps.db, p, {
        search: q.search,
        classification: q.classification,
        status: q.status,
        partnerId: q.partner_id,
        clientId: q.client_id,
        sort: sortOf(q, 'name'),
        ...pageOf(q),
      });
      const personal = seesContractorPersonal(p);
      const views = rows.map((row) => toContractorView(row, personal));
      // A CSV export names no placement or step: only the screen's page reads them.
      return { rows: q.format === 'csv' ? views : await withListExtras(deps, p, views), ...page };
    },
    csv: {
      filename: 'contractors',
      columns: (p) => (seesContractorPersonal(p) ? [...CSV_COLUMNS, ...PERSONAL_CSV_COLUMNS] : CSV_COLUMNS),
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/contractors/:id',
    access: { userTypes: READERS, link: '/contractors' },
    tags,
    params: idParams,
    response: contractorViewSchema,
    handler: async ({ principal, params }) => {
      const found = await findVisibleContractor(deps.db, principal, params.id);
      if (!found) throw notFound();
      return toContractorView(found, seesContractorPersonal(principal));
    },
  });

  // The workspace's Activity tab: those who manage contractors, for a contractor they see (404 otherwise).
  listRoute(app, {
    url: '/v2/contractors/:id/activity',
    access: { userTypes: ['admin', 'eor', 'partner'], link: '/contractors' },
    tags,
    params: idParams,
    query: listQuerySchema(CONTRACTOR_ACTIVITY_SORTS, contractorActivityFilters),
    row: contractorActivitySchema,
    list: ({ principal, params, query: q }) =>
      contractorActivity(deps.db, principal, params.id, q.entity_type, {
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
      }),
    csv: {
      filename: 'contractor_activity',
      columns: [
        { header: 'When', value: (a) => a.created_at },
        { header: 'Action', value: (a) => a.action },
        { header: 'Record', value: (a) => a.entity_type },
        { header: 'By', value: (a) => a.actor?.name ?? 'Platform' },
      ],
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/contractors',
    access: { userTypes: ['admin', 'eor', 'partner', 'client'], link: '/create_contractor' },
    tags,
    body: contractorCreateSchema,
    response: contractorViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createContractor(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/contractors/:id',
    access: { userTypes: WRITERS, link: '/contractors' },
    tags,
    params: idParams,
    body: contractorUpdateSchema,
    response: contractorViewSchema,
    handler: ({ principal, params, body, request }) => updateContractor(deps, principal, params.id, body, request.ip),
  });

  // POST, so the number is never in a URL, a browser history or a shared cache. The reveal sends its
  // own uncacheable answer (after the e-mailed code step), so it is declared by hand.
  r.post(
    '/v2/contractors/:id/tax_id/reveal',
    {
      config: { access: { userTypes: ['admin', 'eor', 'partner', 'client', 'contractor'], link: '/contractors' } },
      schema: { params: idParams, tags, response: { 200: envelope(taxIdRevealViewSchema) } },
    },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const found = await findVisibleContractor(deps.db, p, req.params.id);
      if (!found) throw notFound();
      if (!mayRevealContractorTaxId(p)) throw forbidden('Your role may not see full tax ids');
      return revealTaxIdFor(deps, req, reply, {
        entityType: 'contractor',
        entityId: found.contractor.id,
        row: found.contractor,
      });
    },
  );
}
