/**
 * A partner's accounting connections (decision 0091): the /integrations list (the accounting connectors
 * beside Checkr), the OAuth flow — a signed state bound to the user, partner and provider for ten minutes,
 * the provider's consent page, /accounting_auth's code exchange — with tokens AES-GCM encrypted at rest and
 * never answered or logged, the disconnect, and a live session for API calls (refreshing the access token
 * when it is about to expire; a refused refresh marks the connection for reconnecting).
 */
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import {
  ACCOUNTING_PROVIDER_NAMES,
  ACCOUNTING_PROVIDERS,
  type AccountingAuthCompleteBody,
  type AccountingProviderKey,
  type ConnectionSettingsBody,
  type ConnectionView,
  type ConnectorView,
  type IntegrationsView,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { safeEqual } from '../../lib/crypto.js';
import { HttpError, conflict, notFound, unprocessable } from '../../lib/errors.js';
import { isStaff, type Principal } from '../../lib/principal.js';
import { checkrStatus } from '../screenings/checkr.service.js';
import {
  AccountingRefused,
  AccountingUnauthorized,
  AccountingUnavailable,
  type AccountingProvider,
  type ProviderSession,
} from './accounting-provider.js';
import { accountingAvailable, accountingProvider, accountingRedirectUrl } from './accounting-providers.js';
import { accountingPartnerOf, mayManageAccounting, mustSeeConnection } from './accounting.policy.js';
import {
  clearConnection,
  connectionById,
  connectionDetail,
  connectionsOfPartner,
  forgetCompanyData,
  markNeedsReconnect,
  partnerName,
  saveConnection,
  saveTokens,
  setNightlyExport,
  touchConnection,
  type ConnectionRow,
} from './accounting.repository.js';

export const ACCOUNTING_STATE_SECONDS = 600;
/** An access token this close to its expiry is refreshed before a call. */
const REFRESH_MARGIN_MS = 60_000;

/** The connection cannot be used until someone authorizes it again. */
export class NeedsReconnect extends AccountingUnauthorized {}

const stateKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'accounting-oauth', 'state', 32));
const sign = (secret: string, payload: string) =>
  createHmac('sha256', stateKey(secret)).update(payload).digest('base64url');

function makeState(deps: AppDeps, partnerId: string, userId: string, provider: AccountingProviderKey) {
  const payload = Buffer.from(
    JSON.stringify({
      p: partnerId,
      u: userId,
      v: provider,
      e: deps.clock.now().getTime() + ACCOUNTING_STATE_SECONDS * 1000,
      n: randomBytes(8).toString('hex'),
    }),
  ).toString('base64url');
  return `${payload}.${sign(deps.config.jwtSecret, payload)}`;
}

function readState(deps: AppDeps, p: Principal, state: string, provider: AccountingProviderKey): string | null {
  const [payload, mac] = state.split('.');
  if (!payload || !mac || !safeEqual(mac, sign(deps.config.jwtSecret, payload))) return null;
  try {
    const v = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (v.u !== p.userId || v.v !== provider || typeof v.e !== 'number' || v.e < deps.clock.now().getTime())
      return null;
    return typeof v.p === 'string' ? v.p : null;
  } catch {
    return null;
  }
}

const connected = (c: ConnectionRow) => Boolean(c.accessTokenCiphertext);
const statusOf = (c: ConnectionRow | undefined) =>
  !c || !connected(c) ? 'not_connected' : c.needsReconnect ? 'needs_reconnect' : 'connected';
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function providerOrConflict(deps: AppDeps, key: AccountingProviderKey): AccountingProvider {
  const provider = accountingProvider(deps, key);
  if (!provider) throw conflict(`${ACCOUNTING_PROVIDER_NAMES[key]} is not set up on this platform`);
  return provider;
}

/** A provider failure as the person should read it: a refusal is 422 at `loc`, an outage a 503. */
export function providerFailure(err: unknown, loc: string[]): never {
  if (err instanceof AccountingRefused || err instanceof AccountingUnauthorized)
    throw unprocessable([{ loc, msg: err.message }]);
  if (err instanceof AccountingUnavailable) throw new HttpError(503, `${err.message}: try again in a moment`);
  throw err;
}

/** /integrations: the partner's accounting connectors (for those who manage them) and Checkr. */
export async function listIntegrations(
  deps: AppDeps,
  p: Principal,
  partnerId: string | undefined,
): Promise<IntegrationsView> {
  const checkr = await checkrStatus(deps, p, partnerId);
  const connectors: ConnectorView[] = [];
  if (mayManageAccounting(p)) {
    const rows = await connectionsOfPartner(deps.db, checkr.partner.id);
    for (const key of ACCOUNTING_PROVIDERS) {
      const c = rows.find((r) => r.provider === key);
      const live = c && connected(c);
      connectors.push({
        id: key,
        name: ACCOUNTING_PROVIDER_NAMES[key],
        kind: 'accounting',
        status: accountingAvailable(deps, key) || live ? statusOf(c) : 'not_connected',
        connection_id: c?.id ?? null,
        company_name: live ? c.companyName : null,
        connected_at: live ? iso(c.connectedAt) : null,
        last_sync_at: live ? iso(c.lastSyncAt) : null,
        can_manage: accountingAvailable(deps, key),
      });
    }
  }
  connectors.push({
    id: 'checkr',
    name: 'Checkr',
    kind: 'screening',
    status: checkr.connected ? 'connected' : 'not_connected',
    connection_id: null,
    company_name: checkr.account_id,
    connected_at: checkr.connected_at,
    last_sync_at: null,
    can_manage: checkr.available && checkr.can_connect,
  });
  return { partner: checkr.partner, connectors };
}

export async function connectionView(deps: AppDeps, db: DbOrTx, id: string): Promise<ConnectionView> {
  const row = await connectionDetail(db, id);
  if (!row) throw notFound();
  const c = row.c;
  const live = connected(c);
  return {
    id: c.id,
    provider: c.provider,
    partner: { id: c.partnerId, name: row.partnerName },
    status: statusOf(c),
    company_ref: live ? c.companyRef : null,
    company_name: live ? c.companyName : null,
    connected_at: live ? iso(c.connectedAt) : null,
    connected_by: live && c.connectedBy ? { id: c.connectedBy, name: row.connectorName ?? '' } : null,
    last_sync_at: iso(c.lastSyncAt),
    last_error: c.lastError,
    account_count: row.accountCount,
    mapped_count: row.mappedCount,
    export_counts: {
      pending: row.exportCounts.pending ?? 0,
      exported: row.exportCounts.exported ?? 0,
      failed: row.exportCounts.failed ?? 0,
    },
    nightly_export: c.nightlyExport,
    last_used_at: iso(c.lastUsedAt),
  };
}

/** The partner's choice of a nightly export for the connection (decision 0105), audited. */
export async function updateConnectionSettings(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: ConnectionSettingsBody,
  ip: string,
) {
  const row = mustSeeConnection(p, await connectionById(deps.db, id));
  return deps.db.transaction(async (tx) => {
    await setNightlyExport(tx, row.id, body.nightly_export);
    await auditAs(tx, p, ip, {
      action: 'accounting_settings_updated',
      entityType: 'partner',
      entityId: row.partnerId,
      metadata: { provider: row.provider, nightly_export: body.nightly_export },
    });
    return connectionView(deps, tx, row.id);
  });
}

export async function getConnection(deps: AppDeps, p: Principal, id: string) {
  mustSeeConnection(p, await connectionById(deps.db, id));
  return connectionView(deps, deps.db, id);
}

/** A connection the caller may act on, and connected (409 otherwise). */
export async function liveConnection(deps: AppDeps, p: Principal, id: string): Promise<ConnectionRow> {
  const row = mustSeeConnection(p, await connectionById(deps.db, id));
  if (!connected(row)) throw conflict('This integration is not connected: connect it first');
  return row;
}

/** Where the browser goes to connect: the provider's consent page with our signed state. */
export async function startAccountingAuth(
  deps: AppDeps,
  p: Principal,
  body: { provider: AccountingProviderKey; partner_id?: string | undefined },
) {
  const partnerId = accountingPartnerOf(p, body.partner_id, 'body');
  const provider = providerOrConflict(deps, body.provider);
  if (!(await partnerName(deps.db, partnerId))) throw notFound();
  return {
    authorize_url: provider.authorizeUrl(
      makeState(deps, partnerId, p.userId, body.provider),
      accountingRedirectUrl(deps),
    ),
  };
}

/** /accounting_auth's callback: the state must be this user's, for this provider, within ten minutes. */
export async function completeAccountingAuth(
  deps: AppDeps,
  p: Principal,
  body: AccountingAuthCompleteBody,
  ip: string,
) {
  const stated = readState(deps, p, body.state, body.provider);
  if (!stated)
    throw unprocessable([
      { loc: ['body', 'state'], msg: 'This connection link has expired or is not yours: connect again' },
    ]);
  const partnerId = accountingPartnerOf(p, isStaff(p) ? stated : undefined, 'body');
  if (partnerId !== stated) throw unprocessable([{ loc: ['body', 'state'], msg: 'This connection link is not yours' }]);
  const provider = providerOrConflict(deps, body.provider);
  const granted = await provider
    .exchangeCode(body.code, accountingRedirectUrl(deps), body.realm_id)
    .catch((err: unknown) => providerFailure(err, ['body', 'code']));
  return deps.db.transaction(async (tx) => {
    const before = (await connectionsOfPartner(tx, partnerId)).find((c) => c.provider === body.provider);
    const row = await saveConnection(tx, {
      partnerId,
      provider: body.provider,
      companyRef: granted.companyRef,
      companyName: granted.companyName,
      access: deps.crypto.encrypt(granted.accessToken),
      refresh: deps.crypto.encrypt(granted.refreshToken),
      expiresAt: granted.expiresAt,
      by: p.userId,
      at: deps.clock.now(),
    });
    // Another company's chart and mappings mean nothing for this one (its export log stays, as history).
    if (before?.companyRef && before.companyRef !== granted.companyRef) await forgetCompanyData(tx, row.id);
    await auditAs(tx, p, ip, {
      action: 'accounting_connected',
      entityType: 'partner',
      entityId: partnerId,
      metadata: { provider: body.provider, company_ref: granted.companyRef },
    });
    return connectionView(deps, tx, row.id);
  });
}

export async function disconnectAccounting(deps: AppDeps, p: Principal, id: string, ip: string) {
  const row = mustSeeConnection(p, await connectionById(deps.db, id));
  return deps.db.transaction(async (tx) => {
    if (!(await clearConnection(tx, row.id, p.userId, deps.clock.now())))
      throw conflict('This integration is not connected');
    await auditAs(tx, p, ip, {
      action: 'accounting_disconnected',
      entityType: 'partner',
      entityId: row.partnerId,
      metadata: { provider: row.provider },
    });
    return connectionView(deps, tx, row.id);
  });
}

/**
 * A live session for the connection's API calls: the stored access token, or a refreshed one when it is
 * about to expire. No transaction is held across the provider's call (its service log is written meanwhile);
 * two refreshes at once meet at the provider's single-use refresh token, and the one refused finds the other's
 * tokens stored. A refresh refused otherwise marks the connection "needs reconnect" (NeedsReconnect).
 */
export async function sessionOf(deps: AppDeps, connectionId: string, force = false): Promise<ProviderSession> {
  const refused = 'The provider refused to renew access: connect the integration again';
  const c = await connectionById(deps.db, connectionId);
  if (!c?.accessTokenCiphertext || !c.refreshTokenCiphertext || !c.companyRef)
    throw new NeedsReconnect('The integration is not connected');
  if (c.needsReconnect) throw new NeedsReconnect(c.lastError ?? refused);
  // Last used: what service_credentials shows (the call it is for follows at once).
  await touchConnection(deps.db, c.id, deps.clock.now());
  const fresh =
    c.accessTokenExpiresAt && c.accessTokenExpiresAt.getTime() - REFRESH_MARGIN_MS > deps.clock.now().getTime();
  if (fresh && !force) return { companyRef: c.companyRef, accessToken: deps.crypto.decrypt(c.accessTokenCiphertext) };
  const provider = accountingProvider(deps, c.provider);
  if (!provider) throw new AccountingUnavailable('The provider is not set up on this platform');
  try {
    const t = await provider.refresh(deps.crypto.decrypt(c.refreshTokenCiphertext));
    await saveTokens(deps.db, c.id, {
      access: deps.crypto.encrypt(t.accessToken),
      refresh: deps.crypto.encrypt(t.refreshToken),
      expiresAt: t.expiresAt,
    });
    return { companyRef: c.companyRef, accessToken: t.accessToken };
  } catch (err) {
    if (!(err instanceof AccountingRefused || err instanceof AccountingUnauthorized)) throw err;
    const now = await connectionById(deps.db, connectionId);
    if (now?.accessTokenCiphertext && now.refreshTokenCiphertext !== c.refreshTokenCiphertext && !now.needsReconnect)
      return { companyRef: now.companyRef!, accessToken: deps.crypto.decrypt(now.accessTokenCiphertext) };
    await markNeedsReconnect(deps.db, connectionId, refused);
    throw new NeedsReconnect(refused);
  }
}

/** Runs a provider call with a live session; an expired token refused mid-way is refreshed once and retried. */
export async function withSession<T>(
  deps: AppDeps,
  c: ConnectionRow,
  call: (provider: AccountingProvider, s: ProviderSession) => Promise<T>,
): Promise<T> {
  const provider = accountingProvider(deps, c.provider);
  if (!provider) throw new AccountingUnavailable('The provider is not set up on this platform');
  try {
    return await call(provider, await sessionOf(deps, c.id));
  } catch (err) {
    if (!(err instanceof AccountingUnauthorized) || err instanceof NeedsReconnect) throw err;
    return call(provider, await sessionOf(deps, c.id, true));
  }
}
