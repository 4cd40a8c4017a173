/**
 * A partner's Checkr connection (decision 0080): its status, the authorize link (OAuth, with a signed
 * state bound to the partner, the user and ten minutes), /integrations/complete/checkr's code exchange —
 * the access token stored AES-GCM encrypted per partner, never answered — and the disconnect. Also which
 * provider a partner's order goes to: Checkr when it is connected and runs the type, else the default.
 */
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import {
  CHECKR_SCREENING_TYPES,
  type CheckrCompleteBody,
  type CheckrConnectionView,
  type ScreeningType,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { safeEqual } from '../../lib/crypto.js';
import { HttpError, conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { CheckrRefused, checkrProvider, exchangeCheckrCode } from './checkr-provider.js';
import { checkrPartnerOf, mayConnectCheckr, mustConnectCheckr } from './checkr.policy.js';
import { activeConnection, clearConnection, partnerConnection, saveConnection } from './checkr.repository.js';
import { ProviderError, providerOf, screeningProviderFor, type ScreeningProvider } from './screening-provider.js';

/** How long a connect link (its state) works: the person authorizes in Checkr within that. */
export const CHECKR_STATE_SECONDS = 600;
export const CHECKR_COMPLETE_PATH = '/integrations/complete/checkr';

const stateKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'checkr-oauth', 'state', 32));
const sign = (secret: string, payload: string) =>
  createHmac('sha256', stateKey(secret)).update(payload).digest('base64url');

function makeState(deps: AppDeps, partnerId: string, userId: string): string {
  const payload = Buffer.from(
    JSON.stringify({
      p: partnerId,
      u: userId,
      e: deps.clock.now().getTime() + CHECKR_STATE_SECONDS * 1000,
      n: randomBytes(8).toString('hex'),
    }),
  ).toString('base64url');
  return `${payload}.${sign(deps.config.jwtSecret, payload)}`;
}

/** The partner a state names, if it is ours, unexpired and the caller's; null otherwise. */
function readState(deps: AppDeps, p: Principal, state: string): string | null {
  const [payload, mac] = state.split('.');
  if (!payload || !mac || !safeEqual(mac, sign(deps.config.jwtSecret, payload))) return null;
  try {
    const v = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { p?: string; u?: string; e?: number };
    if (v.u !== p.userId || typeof v.e !== 'number' || v.e < deps.clock.now().getTime() || !v.p) return null;
    return v.p;
  } catch {
    return null;
  }
}

async function view(deps: AppDeps, db: DbOrTx, p: Principal, partnerId: string): Promise<CheckrConnectionView> {
  const row = await partnerConnection(db, partnerId);
  if (!row) throw notFound();
  const connected = Boolean(row.c?.accessTokenCiphertext);
  return {
    partner: { id: row.partnerId, name: row.partnerName },
    available: deps.config.checkr !== null,
    connected,
    account_id: connected ? (row.c?.accountId ?? null) : null,
    connected_at: connected && row.c?.connectedAt ? row.c.connectedAt.toISOString() : null,
    connected_by: connected && row.c?.connectedBy ? { id: row.c.connectedBy, name: row.connectorName ?? '' } : null,
    can_connect: mayConnectCheckr(p),
  };
}

export async function checkrStatus(deps: AppDeps, p: Principal, partnerId: string | undefined) {
  return view(deps, deps.db, p, checkrPartnerOf(p, partnerId, 'query'));
}

function configured(deps: AppDeps) {
  const cfg = deps.config.checkr;
  if (!cfg) throw conflict('Checkr is not set up on this platform');
  return cfg;
}

/** Where the browser goes to connect the partner's Checkr account (Checkr's authorize page, or the sandbox's). */
export async function checkrAuthorize(deps: AppDeps, p: Principal, body: { partner_id?: string | undefined }) {
  mustConnectCheckr(p);
  const partnerId = checkrPartnerOf(p, body.partner_id, 'body');
  const cfg = configured(deps);
  if (!(await partnerConnection(deps.db, partnerId))) throw notFound();
  const query = new URLSearchParams({
    redirect_uri: `${deps.config.publicUrl}${CHECKR_COMPLETE_PATH}`,
    state: makeState(deps, partnerId, p.userId),
  });
  return { authorize_url: `${cfg.authorizeUrl}/${encodeURIComponent(cfg.clientId)}?${query.toString()}` };
}

/**
 * /integrations/complete/checkr: the state must be this user's, for a partner they may connect, within
 * ten minutes; Checkr's code is exchanged for the account's token, stored encrypted. A refused code is a
 * 422 at body.code; Checkr unreachable a 503 saying to try again — nothing is stored either way.
 */
export async function completeCheckr(deps: AppDeps, p: Principal, body: CheckrCompleteBody, ip: string) {
  mustConnectCheckr(p);
  const cfg = configured(deps);
  const stated = readState(deps, p, body.state);
  if (!stated)
    throw unprocessable([
      { loc: ['body', 'state'], msg: 'This connection link has expired or is not yours: connect Checkr again' },
    ]);
  const partnerId = checkrPartnerOf(p, stated, 'body');
  let granted: { accessToken: string; accountId: string };
  try {
    granted = await exchangeCheckrCode(cfg, body.code);
  } catch (err) {
    if (err instanceof CheckrRefused) throw unprocessable([{ loc: ['body', 'code'], msg: err.message }]);
    if (err instanceof ProviderError) throw new HttpError(503, `${err.message}: try connecting again in a moment`);
    throw err;
  }
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await saveConnection(tx, {
      partnerId,
      accountId: granted.accountId,
      tokenCiphertext: deps.crypto.encrypt(granted.accessToken),
      by: p.userId,
      at: now,
    });
    await auditAs(tx, p, ip, {
      action: 'checkr_connected',
      entityType: 'partner',
      entityId: partnerId,
      metadata: { account_id: granted.accountId },
    });
    return view(deps, tx, p, partnerId);
  });
}

export async function disconnectCheckr(
  deps: AppDeps,
  p: Principal,
  body: { partner_id?: string | undefined },
  ip: string,
) {
  mustConnectCheckr(p);
  const partnerId = checkrPartnerOf(p, body.partner_id, 'body');
  return deps.db.transaction(async (tx) => {
    if (!(await partnerConnection(tx, partnerId))) throw notFound();
    if (!(await clearConnection(tx, partnerId, p.userId, deps.clock.now())))
      throw conflict('Checkr is not connected for this partner');
    await auditAs(tx, p, ip, { action: 'checkr_disconnected', entityType: 'partner', entityId: partnerId });
    return view(deps, tx, p, partnerId);
  });
}

/** The partner's Checkr adapter, when Checkr is set up and the partner connected; null otherwise. */
async function partnerCheckr(deps: AppDeps, db: DbOrTx, partnerId: string): Promise<ScreeningProvider | null> {
  const cfg = deps.config.checkr;
  if (!cfg) return null;
  const conn = await activeConnection(db, partnerId);
  return conn ? checkrProvider(cfg, deps.crypto.decrypt(conn.token)) : null;
}

/** Where a new order goes: the partner's Checkr for the types it runs, else the default provider (or none). */
export async function providerForOrder(deps: AppDeps, db: DbOrTx, partnerId: string, type: ScreeningType) {
  if (CHECKR_SCREENING_TYPES.includes(type)) {
    const checkr = await partnerCheckr(deps, db, partnerId);
    if (checkr) return checkr;
  }
  return screeningProviderFor(deps.config);
}

/** The provider that answers a placed order: the partner's Checkr (null once disconnected), or the default. */
export async function providerForScreening(deps: AppDeps, db: DbOrTx, s: { provider: string; partnerId: string }) {
  return s.provider === 'checkr' ? partnerCheckr(deps, db, s.partnerId) : providerOf(s.provider, deps.config);
}

/** The account a partner's Checkr webhooks must come from; null when not connected. */
export async function connectedAccountOf(db: DbOrTx, partnerId: string) {
  return (await activeConnection(db, partnerId))?.accountId ?? null;
}
