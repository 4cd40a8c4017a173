/**
 * Accounting integrations (decision 0091): the /integrations list and a connection's page, the OAuth
 * connect flow (/accounting_auth), the disconnect, the chart of accounts (/accounting_accounts), the
 * mappings (/accounting_mappings), the partner's defaults (/accounting_default_configs), "Export now" and
 * the export log — for platform staff (naming the partner) and a partner's users with sensitive access
 * (their own; accounting.policy.ts). Outside production, the in-app sandbox's consent page and its
 * journal (to see what was posted) are served at /sandbox/accounting.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ACCOUNTING_PROVIDERS,
  EXPORT_SOURCE_KINDS,
  EXPORT_STATUSES,
  accountingAccountSchema,
  accountingAuthCompleteSchema,
  accountingAuthStartSchema,
  accountingAuthorizeSchema,
  accountingDefaultSchema,
  accountingDefaultsUpdateSchema,
  accountingExportSchema,
  accountingMappingSchema,
  accountingMappingsUpdateSchema,
  connectionRefSchema,
  connectionSchema,
  connectionSettingsSchema,
  exportNowResultSchema,
  exportNowSchema,
  integrationsSchema,
  partnerChoiceSchema,
} from '@app/domain';
import { listQuerySchema, pageOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import {
  listDefaults,
  listAccounts,
  listMappings,
  syncAccounts,
  updateDefaults,
  updateMappings,
} from './accounting-accounts.service.js';
import {
  completeAccountingAuth,
  disconnectAccounting,
  getConnection,
  listIntegrations,
  startAccountingAuth,
  updateConnectionSettings,
} from './accounting-connections.service.js';
import { exportNow, listExports } from './accounting-exports.service.js';
import { accountingSandbox, sandboxMounted } from './accounting-providers.js';
import { SANDBOX_BASE } from './accounting-sandbox.js';

const STAFF_AND_PARTNERS = ['admin', 'eor', 'partner'] as const;
const tags = ['integrations'];
const integrations = { userTypes: STAFF_AND_PARTNERS, link: '/integrations' };
const at = (link: string) => ({ userTypes: STAFF_AND_PARTNERS, link, capability: 'sensitive' as const });

const accountsQuery = listQuerySchema(['code'], {
  connection_id: z.string().uuid(),
  q: z.string().max(100).optional(),
  active: z.enum(['true', 'false']).optional(),
});
const mappingsQuery = listQuerySchema(['kind'], { connection_id: z.string().uuid() });
const defaultsQuery = listQuerySchema(['kind'], { partner_id: z.string().uuid().optional() });
const exportsQuery = listQuerySchema(['created_at'], {
  connection_id: z.string().uuid(),
  status: z.enum(EXPORT_STATUSES).optional(),
  source_kind: z.enum(EXPORT_SOURCE_KINDS).optional(),
});
const all = <T>(rows: T[], q: { page: number; per_page: number; format: 'json' | 'csv' }) => {
  const { limit, offset } = pageOf(q);
  return rows.slice(offset, offset + limit);
};

export async function accountingRoutes(app: FastifyInstance) {
  const deps = app.deps;

  route(app, {
    method: 'GET',
    url: '/v2/integrations',
    summary: "A partner's connectors: QuickBooks and Xero (for those who manage accounting) and Checkr",
    access: integrations,
    tags,
    query: partnerChoiceSchema,
    response: integrationsSchema,
    handler: ({ principal, query }) => listIntegrations(deps, principal, query.partner_id),
  });

  route(app, {
    method: 'GET',
    url: '/v2/integrations/accounting/:id',
    summary: 'An accounting connection: its company, last sync and export counts (never a token)',
    access: at('/integrations'),
    tags,
    params: idParams,
    response: connectionSchema,
    handler: ({ principal, params }) => getConnection(deps, principal, params.id),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/integrations/accounting/:id',
    summary: "The connection's settings: whether new records are exported every night",
    access: at('/integrations'),
    tags,
    params: idParams,
    body: connectionSettingsSchema,
    response: connectionSchema,
    handler: ({ principal, params, body, request }) =>
      updateConnectionSettings(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/integrations/accounting/:id/disconnect',
    access: at('/integrations'),
    tags,
    params: idParams,
    response: connectionSchema,
    handler: ({ principal, params, request }) => disconnectAccounting(deps, principal, params.id, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/accounting_auth',
    summary: "Where to send the browser to connect the partner's QuickBooks or Xero company",
    access: at('/accounting_auth'),
    tags,
    body: accountingAuthStartSchema,
    response: accountingAuthorizeSchema,
    handler: ({ principal, body }) => startAccountingAuth(deps, principal, body),
  });

  route(app, {
    method: 'POST',
    url: '/v2/accounting_auth/complete',
    summary: "Completes the connection with the provider's one-time code and our state (/accounting_auth)",
    access: at('/accounting_auth'),
    tags,
    body: accountingAuthCompleteSchema,
    response: connectionSchema,
    handler: ({ principal, body, request }) => completeAccountingAuth(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/accounting_accounts/sync',
    summary: "Reads the provider's chart of accounts into accounting_accounts",
    access: at('/accounting_accounts'),
    tags: ['accounting_accounts'],
    body: connectionRefSchema,
    response: connectionSchema,
    handler: ({ principal, body, request }) => syncAccounts(deps, principal, body.connection_id, request.ip),
  });

  listRoute(app, {
    url: '/v2/accounting_accounts',
    access: at('/accounting_accounts'),
    tags: ['accounting_accounts'],
    query: accountsQuery,
    row: accountingAccountSchema,
    csv: {
      filename: 'accounting-accounts',
      columns: [
        { header: 'Code', value: (a) => a.code },
        { header: 'Name', value: (a) => a.name },
        { header: 'Type', value: (a) => a.type },
        { header: 'Active', value: (a) => a.active },
      ],
    },
    list: ({ principal, query }) =>
      listAccounts(
        deps,
        principal,
        {
          connection_id: query.connection_id,
          q: query.q,
          active: query.active === undefined ? undefined : query.active === 'true',
        },
        pageOf(query),
      ),
  });

  listRoute(app, {
    url: '/v2/accounting_mappings',
    access: at('/accounting_mappings'),
    tags: ['accounting_mappings'],
    query: mappingsQuery,
    row: accountingMappingSchema,
    csv: {
      filename: 'accounting-mappings',
      columns: [
        { header: 'Our account', value: (m) => m.label },
        {
          header: 'Provider account',
          value: (m) => (m.account ? `${m.account.code ?? ''} ${m.account.name}`.trim() : ''),
        },
      ],
    },
    list: async ({ principal, query }) => {
      const { rows, total } = await listMappings(deps, principal, query.connection_id);
      return { rows: all(rows, query), total };
    },
  });

  route(app, {
    method: 'PUT',
    url: '/v2/accounting_mappings',
    access: at('/accounting_mappings'),
    tags: ['accounting_mappings'],
    body: accountingMappingsUpdateSchema,
    response: z.object({ data: z.array(accountingMappingSchema), total: z.number().int() }),
    handler: async ({ principal, body, request }) => {
      const { rows, total } = await updateMappings(deps, principal, body, request.ip);
      return { data: rows, total };
    },
  });

  listRoute(app, {
    url: '/v2/accounting_default_configs',
    access: at('/accounting_default_configs'),
    tags: ['accounting_default_configs'],
    query: defaultsQuery,
    row: accountingDefaultSchema,
    csv: {
      filename: 'accounting-default-configs',
      columns: [
        { header: 'Our account', value: (d) => d.label },
        { header: 'Account code', value: (d) => d.account_code },
      ],
    },
    list: async ({ principal, query }) => {
      const { rows, total } = await listDefaults(deps, principal, query.partner_id);
      return { rows: all(rows, query), total };
    },
  });

  route(app, {
    method: 'PUT',
    url: '/v2/accounting_default_configs',
    access: at('/accounting_default_configs'),
    tags: ['accounting_default_configs'],
    body: accountingDefaultsUpdateSchema,
    response: z.object({ data: z.array(accountingDefaultSchema), total: z.number().int() }),
    handler: async ({ principal, body, request }) => {
      const { rows, total } = await updateDefaults(deps, principal, body, request.ip);
      return { data: rows, total };
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/integrations/accounting/exports',
    summary: 'Export now: queue new entries, retry failed ones and post what is due',
    access: at('/integrations'),
    tags,
    body: exportNowSchema,
    response: exportNowResultSchema,
    handler: ({ principal, body, request }) => exportNow(deps, principal, body.connection_id, request.ip),
  });

  listRoute(app, {
    url: '/v2/integrations/accounting/exports',
    access: at('/integrations'),
    tags,
    query: exportsQuery,
    row: accountingExportSchema,
    csv: {
      filename: 'accounting-exports',
      columns: [
        { header: 'Source', value: (e) => e.source_kind },
        { header: 'Reference', value: (e) => e.reference },
        { header: 'Date', value: (e) => e.date },
        { header: 'Total', value: (e) => e.total },
        { header: 'Status', value: (e) => e.status },
        { header: 'Attempts', value: (e) => e.attempts },
        { header: 'Error', value: (e) => e.last_error },
      ],
    },
    list: ({ principal, query }) =>
      listExports(
        deps,
        principal,
        { connection_id: query.connection_id, status: query.status, source_kind: query.source_kind },
        pageOf(query),
      ),
  });

  if (!sandboxMounted(deps)) return;
  // The sandbox stands for the providers' own servers (not under /v2), in local and sandbox modes only.
  const sandbox = accountingSandbox(deps);
  const providerParams = z.object({ provider: z.enum(ACCOUNTING_PROVIDERS) });
  app.get(
    `${SANDBOX_BASE}/:provider/authorize`,
    { config: { access: { public: true } }, schema: { hide: true } },
    async (request, reply) => {
      const parsed = providerParams.safeParse(request.params);
      if (!parsed.success) return reply.status(404).send({ message: 'Not Found' });
      const q = new URLSearchParams(request.url.split('?')[1] ?? '');
      const decision = q.get('decision');
      q.delete('decision');
      const answer = await sandbox.consent(parsed.data.provider, q, decision);
      if (answer.location) return reply.redirect(answer.location, 302);
      return reply
        .status(answer.status)
        .type(answer.html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8')
        .send(answer.body);
    },
  );
  // The sandbox's "dashboard": what a company's journal holds, and a switch that makes the next calls fail.
  app.get(
    `${SANDBOX_BASE}/companies/:ref/journal`,
    { config: { access: { public: true } }, schema: { hide: true } },
    async (request) => {
      const { ref } = request.params as { ref: string };
      return { data: await sandbox.entries(ref), accounts: await sandbox.accountsOf(ref) };
    },
  );
  app.post(
    `${SANDBOX_BASE}/faults`,
    { config: { access: { public: true } }, schema: { hide: true } },
    async (request) => {
      const n = Number((request.body as { count?: unknown } | null)?.count ?? 1);
      sandbox.failNext(Number.isFinite(n) ? n : 1);
      return { data: { failing_next: Number.isFinite(n) ? Math.min(Math.max(n, 0), 20) : 1 } };
    },
  );
}
