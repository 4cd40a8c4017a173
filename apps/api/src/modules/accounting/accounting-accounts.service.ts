/**
 * The chart of accounts (synced from the provider into accounting_accounts), the mappings of our account
 * kinds to its accounts, and the partner's defaults by account code (decision 0091). A sync fills every
 * unmapped kind whose default code the chart has, so a partner sets its codes once for every connection.
 */
import {
  ACCOUNT_KIND_LABELS,
  ACCOUNT_KINDS,
  type AccountKind,
  type AccountingAccountView,
  type AccountingDefaultView,
  type AccountingMappingView,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { connectionView, liveConnection, providerFailure, withSession } from './accounting-connections.service.js';
import { accountingPartnerOf, mustSeeConnection } from './accounting.policy.js';
import {
  accountsOf,
  accountsPage,
  connectionById,
  defaultsOf,
  mappingsOf,
  partnerName,
  setDefault,
  setMapping,
  setSyncResult,
  upsertAccounts,
  type ConnectionRow,
} from './accounting.repository.js';

type AccountRow = Awaited<ReturnType<typeof accountsOf>>[number];

export const accountView = (a: AccountRow): AccountingAccountView => ({
  id: a.id,
  external_id: a.externalId,
  code: a.code,
  name: a.name,
  type: a.type,
  active: a.active,
  synced_at: a.syncedAt.toISOString(),
});

/** Fills each unmapped kind from the partner's default code, when the chart has an active account with it. */
async function applyDefaults(db: DbOrTx, c: ConnectionRow, at: Date) {
  const [accounts, mapped, defaults] = await Promise.all([
    accountsOf(db, c.id),
    mappingsOf(db, c.id),
    defaultsOf(db, c.partnerId),
  ]);
  for (const d of defaults) {
    if (mapped.some((m) => m.kind === d.kind)) continue;
    const account = accounts.find((a) => a.active && a.code === d.accountCode);
    if (account) await setMapping(db, c.id, d.kind, account.externalId, null, at);
  }
}

/** Reads the provider's chart into accounting_accounts; a provider failure is kept as the connection's last error. */
export async function syncAccounts(deps: AppDeps, p: Principal, connectionId: string, ip: string) {
  const c = await liveConnection(deps, p, connectionId);
  let accounts;
  try {
    accounts = await withSession(deps, c, (provider, s) => provider.listAccounts(s));
  } catch (err) {
    await setSyncResult(deps.db, c.id, null, err instanceof Error ? err.message : String(err));
    providerFailure(err, ['body', 'connection_id']);
  }
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await upsertAccounts(tx, c.id, accounts, now);
    await applyDefaults(tx, c, now);
    await setSyncResult(tx, c.id, now, null);
    await auditAs(tx, p, ip, {
      action: 'accounting_accounts_synced',
      entityType: 'partner',
      entityId: c.partnerId,
      metadata: { provider: c.provider, accounts: accounts.length },
    });
    return connectionView(deps, tx, c.id);
  });
}

export async function listAccounts(
  deps: AppDeps,
  p: Principal,
  q: { connection_id: string; q?: string | undefined; active?: boolean | undefined },
  page: { limit: number; offset: number },
) {
  mustSeeConnection(p, await connectionById(deps.db, q.connection_id));
  const { rows, total } = await accountsPage(deps.db, q.connection_id, { q: q.q, active: q.active, ...page });
  return { rows: rows.map(accountView), total };
}

async function mappingViews(db: DbOrTx, c: ConnectionRow): Promise<AccountingMappingView[]> {
  const [accounts, mapped, defaults] = await Promise.all([
    accountsOf(db, c.id),
    mappingsOf(db, c.id),
    defaultsOf(db, c.partnerId),
  ]);
  return ACCOUNT_KINDS.map((kind) => {
    const m = mapped.find((x) => x.kind === kind);
    const a = m && accounts.find((x) => x.externalId === m.externalId);
    const byDefault = !m?.updatedBy && defaults.some((d) => d.kind === kind);
    return {
      kind,
      label: ACCOUNT_KIND_LABELS[kind],
      account: a ? { external_id: a.externalId, code: a.code, name: a.name } : null,
      source: a ? (byDefault ? 'default' : 'mapped') : 'none',
    };
  });
}

export async function listMappings(deps: AppDeps, p: Principal, connectionId: string) {
  const c = mustSeeConnection(p, await connectionById(deps.db, connectionId));
  const rows = await mappingViews(deps.db, c);
  return { rows, total: rows.length };
}

/** Sets (or clears, with null) the account of each kind given; an account must be one of the synced, active ones. */
export async function updateMappings(
  deps: AppDeps,
  p: Principal,
  body: { connection_id: string; mappings: { kind: AccountKind; external_id: string | null }[] },
  ip: string,
) {
  const c = mustSeeConnection(p, await connectionById(deps.db, body.connection_id));
  return deps.db.transaction(async (tx) => {
    const accounts = await accountsOf(tx, c.id);
    const issues = body.mappings.flatMap((m, i) =>
      m.external_id !== null && !accounts.some((a) => a.active && a.externalId === m.external_id)
        ? [{ loc: ['body', 'mappings', i, 'external_id'], msg: 'Choose an active account of the synced chart' }]
        : [],
    );
    if (issues.length > 0) throw unprocessable(issues);
    const now = deps.clock.now();
    for (const m of body.mappings) await setMapping(tx, c.id, m.kind, m.external_id, p.userId, now);
    await auditAs(tx, p, ip, {
      action: 'accounting_mappings_updated',
      entityType: 'partner',
      entityId: c.partnerId,
      metadata: { provider: c.provider, kinds: body.mappings.map((m) => m.kind) },
    });
    const rows = await mappingViews(tx, c);
    return { rows, total: rows.length };
  });
}

/** The provider account of each kind for the export (unmapped kinds are absent). */
export async function mappedAccounts(db: DbOrTx, connectionId: string): Promise<Partial<Record<AccountKind, string>>> {
  const [accounts, mapped] = await Promise.all([accountsOf(db, connectionId), mappingsOf(db, connectionId)]);
  return Object.fromEntries(
    mapped
      .filter((m) => accounts.some((a) => a.active && a.externalId === m.externalId))
      .map((m) => [m.kind, m.externalId]),
  );
}

async function defaultViews(db: DbOrTx, partnerId: string): Promise<AccountingDefaultView[]> {
  const rows = await defaultsOf(db, partnerId);
  return ACCOUNT_KINDS.map((kind) => ({
    kind,
    label: ACCOUNT_KIND_LABELS[kind],
    account_code: rows.find((r) => r.kind === kind)?.accountCode ?? null,
  }));
}

/** The partner the caller acts for, which must exist (staff may name any id). */
async function existingPartner(db: DbOrTx, p: Principal, partnerId: string | undefined, loc: 'body' | 'query') {
  const id = accountingPartnerOf(p, partnerId, loc);
  if (!(await partnerName(db, id))) throw notFound();
  return id;
}

export async function listDefaults(deps: AppDeps, p: Principal, partnerId: string | undefined) {
  const rows = await defaultViews(deps.db, await existingPartner(deps.db, p, partnerId, 'query'));
  return { rows, total: rows.length };
}

export async function updateDefaults(
  deps: AppDeps,
  p: Principal,
  body: { partner_id?: string | undefined; defaults: { kind: AccountKind; account_code: string | null }[] },
  ip: string,
) {
  const partnerId = await existingPartner(deps.db, p, body.partner_id, 'body');
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    for (const d of body.defaults) await setDefault(tx, partnerId, d.kind, d.account_code, p.userId, now);
    await auditAs(tx, p, ip, {
      action: 'accounting_defaults_updated',
      entityType: 'partner',
      entityId: partnerId,
      metadata: { kinds: body.defaults.map((d) => d.kind) },
    });
    const rows = await defaultViews(tx, partnerId);
    return { rows, total: rows.length };
  });
}
