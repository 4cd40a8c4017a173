/**
 * /v2/screenings and /v2/screening_configs (decision 0073). Screenings: the list (paging, sorting,
 * filters, CSV), detail, order (staff and partners), "check now" (asks the provider, as the job does) and
 * the decision on a 'consider' result (staff). Configs: what a client or one of its jobs requires before
 * an assignment starts (set, replaced, removed). The user types are the /screenings page's (route table); rows are each caller's
 * (screenings.scope.ts) — another partner's are 404.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  SCREENING_SORTS,
  SCREENING_TYPE_LABELS,
  screeningConfigSchema,
  screeningConfigViewSchema,
  screeningDecisionSchema,
  screeningFilters,
  screeningOrderSchema,
  screeningViewSchema,
  type ScreeningView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf, type CsvColumn } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, noContent, route } from '../../lib/route.js';
import {
  decideScreening,
  orderScreening,
  putScreeningConfig,
  refreshScreening,
  removeScreeningConfig,
  screeningConfigList,
  screeningDetail,
  screeningList,
} from './screenings.service.js';

const READERS = ['admin', 'eor', 'partner', 'client'] as const;
const ORDERERS = ['admin', 'eor', 'partner'] as const;
const tags = ['screenings'];
const query = listQuerySchema(SCREENING_SORTS, screeningFilters);

const csv: CsvColumn<ScreeningView>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: 'Worker', value: (s) => s.contractor.name },
  { header: 'Client', value: (s) => s.client?.name },
  { header: 'Partner', value: (s) => s.partner.name },
  { header: 'Type', value: (s) => SCREENING_TYPE_LABELS[s.type] },
  { header: 'Status', value: (s) => s.status },
  { header: 'Result', value: (s) => s.result },
  { header: 'Provider', value: (s) => s.provider },
  { header: 'Ordered', value: (s) => s.created_at },
  { header: 'Completed', value: (s) => s.completed_at },
  { header: 'Decided by', value: (s) => s.decided_by?.name },
];

export async function screeningsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/screenings',
    access: { userTypes: READERS, link: '/screenings' },
    tags,
    query,
    row: screeningViewSchema,
    list: ({ principal, query: q }) =>
      screeningList(deps, principal, {
        status: q.status,
        type: q.type,
        contractorId: q.contractor_id,
        clientId: q.client_id,
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'screenings', columns: () => csv },
  });

  route(app, {
    method: 'GET',
    url: '/v2/screenings/:id',
    access: { userTypes: READERS, link: '/screenings' },
    tags,
    params: idParams,
    response: screeningViewSchema,
    handler: ({ principal, params }) => screeningDetail(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/screenings',
    access: { userTypes: ORDERERS, link: '/screenings' },
    tags,
    body: screeningOrderSchema,
    response: screeningViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => orderScreening(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/screenings/:id/refresh',
    summary: "Ask the provider for the screening's result now",
    access: { userTypes: ORDERERS, link: '/screenings' },
    tags,
    params: idParams,
    response: screeningViewSchema,
    handler: ({ principal, params }) => refreshScreening(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/screenings/:id/decision',
    summary: "Approve or reject a screening awaiting approval (a 'consider' result)",
    access: { userTypes: ['admin', 'eor'], link: '/screenings' },
    tags,
    params: idParams,
    body: screeningDecisionSchema,
    response: screeningViewSchema,
    handler: ({ principal, params, body, request }) => decideScreening(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'GET',
    url: '/v2/screening_configs',
    access: { userTypes: READERS, link: '/screenings' },
    tags,
    query: z.object({ client_id: z.string().uuid().optional() }).strict(),
    response: z.array(screeningConfigViewSchema),
    handler: ({ principal, query: q }) => screeningConfigList(deps, principal, q.client_id),
  });

  route(app, {
    method: 'PUT',
    url: '/v2/screening_configs',
    access: { userTypes: ORDERERS, link: '/screenings' },
    tags,
    body: screeningConfigSchema,
    response: screeningConfigViewSchema,
    handler: ({ principal, body, request }) => putScreeningConfig(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'DELETE',
    url: '/v2/screening_configs/:id',
    summary: 'Remove what a client or one of its jobs requires',
    access: { userTypes: ORDERERS, link: '/screenings' },
    tags,
    params: idParams,
    status: 204,
    response: noContent,
    handler: async ({ principal, params, request }) => {
      await removeScreeningConfig(deps, principal, params.id, request.ip);
      return null;
    },
  });
}
