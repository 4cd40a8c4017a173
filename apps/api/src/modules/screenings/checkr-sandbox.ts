/**
 * The local Checkr-shaped sandbox (decision 0080): an HTTP handler that answers the Checkr adapter the way
 * Checkr's API does — its OAuth authorize page and token exchange, candidates and reports under Basic auth,
 * JSON errors as `{error}` — with in-memory state, so the adapter's real HTTP code runs with no internet.
 * Outside production this server hosts it at /sandbox/checkr (checkr.routes.ts); tests also serve it from
 * a port of their own (`serveCheckrSandbox`).
 *
 * Reports stay pending, as Checkr's take days, until someone plays Checkr from its "dashboard":
 * `POST dashboard/reports/:id/complete {result: clear|consider}`, `…/suspend`, `…/resume`, `…/cancel`
 * change the report and send Checkr's signed webhook (X-Checkr-Signature: HMAC-SHA256 of the body under the
 * webhook secret) to the app. `POST dashboard/faults {kind: http_500|http_503|timeout, count}` makes the
 * next API calls fail that way, to show the app keeps such an order retryable.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { safeEqual } from '../../lib/crypto.js';

export interface SandboxRequest {
  method: string;
  /** The path below the sandbox's base, with its query: `/v1/reports/rpt_1`. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface SandboxResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface CheckrSandboxOptions {
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
  /** Where the authorize page's own links point (the base path the sandbox is served under). */
  basePath: string;
  /** Sends a signed webhook to the app; answers the app's HTTP status. */
  deliver(body: string, headers: Record<string, string>): Promise<number>;
  /** How long a 'timeout' fault holds its answer (longer than the adapter waits). */
  timeoutHoldMs?: number;
  now?: () => Date;
}

/** Checkr's packages by our screening types (the adapter orders these). */
export const CHECKR_SANDBOX_PACKAGES = ['tasker_standard', 'drug_screening_5_panel'] as const;

export const CHECKR_SIGNATURE_HEADER = 'x-checkr-signature';
export const checkrSignature = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

interface Report {
  id: string;
  object: 'report';
  uri: string;
  status: 'pending' | 'complete' | 'suspended' | 'dispute' | 'canceled';
  result: 'clear' | 'consider' | null;
  package: string;
  candidate_id: string;
  created_at: string;
  completed_at: string | null;
  account_id: string;
}

type Fault = 'http_500' | 'http_503' | 'timeout';

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const json = (status: number, value: unknown): SandboxResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(value),
});
const error = (status: number, message: string) => json(status, { error: message });
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const header = (h: SandboxRequest['headers'], name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

function parseBody(req: SandboxRequest): Record<string, unknown> {
  if (!req.body) return {};
  const type = header(req.headers, 'content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(req.body));
  try {
    const v = JSON.parse(req.body) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export interface CheckrSandbox {
  handle(req: SandboxRequest): Promise<SandboxResponse>;
  /** Plays Checkr's dashboard from code (tests): the same as the dashboard routes. */
  report(id: string): Report | undefined;
}

export function checkrSandbox(o: CheckrSandboxOptions): CheckrSandbox {
  const now = o.now ?? (() => new Date());
  const codes = new Map<string, { accountId: string; redirectUri: string }>();
  const tokens = new Map<string, string>(); // access token → account id
  const candidates = new Map<string, { id: string; account_id: string; email: string }>();
  const reports = new Map<string, Report>();
  const idempotent = new Map<string, SandboxResponse>();
  const faults: Fault[] = [];

  function accountOf(req: SandboxRequest): string | null {
    const auth = header(req.headers, 'authorization') ?? '';
    const m = /^Basic\s+(.+)$/i.exec(auth);
    if (!m) return null;
    const token = Buffer.from(m[1]!, 'base64').toString('utf8').replace(/:$/, '');
    return tokens.get(token) ?? null;
  }

  async function fault(): Promise<SandboxResponse | null> {
    const f = faults.shift();
    if (!f) return null;
    if (f === 'timeout') {
      await new Promise((r) => setTimeout(r, o.timeoutHoldMs ?? 30_000));
      return error(504, 'Gateway timeout');
    }
    return f === 'http_500' ? error(500, 'Internal server error') : error(503, 'Service unavailable');
  }

  async function sendEvent(type: string, r: Report) {
    const event = {
      id: id('evt'),
      object: 'event',
      type,
      created_at: now().toISOString(),
      account_id: r.account_id,
      data: { object: r },
    };
    const body = JSON.stringify(event);
    const status = await o.deliver(body, {
      'content-type': 'application/json',
      [CHECKR_SIGNATURE_HEADER]: checkrSignature(o.webhookSecret, body),
    });
    return { event_id: event.id, delivered_status: status };
  }

  function authorizePage(q: URLSearchParams, clientId: string): SandboxResponse {
    const redirect = q.get('redirect_uri') ?? '';
    if (clientId !== o.clientId) return error(404, 'Unknown partner application');
    if (!/^https?:\/\//.test(redirect)) return error(400, 'redirect_uri is required');
    const link = (decision: string) =>
      `${o.basePath}/authorize/${encodeURIComponent(clientId)}/grant?${new URLSearchParams({
        redirect_uri: redirect,
        state: q.get('state') ?? '',
        decision,
      }).toString()}`;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkr sandbox: connect your account</title></head>
<body><main><h1>Checkr sandbox</h1>
<p>The staffing platform asks to order background checks and drug tests from your Checkr account. This is the local sandbox: no real account is connected and no check is run.</p>
<p><a href="${escapeHtml(link('allow'))}">Authorize</a> · <a href="${escapeHtml(link('deny'))}">Deny</a></p>
</main></body></html>`;
    return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html };
  }

  function grant(q: URLSearchParams, clientId: string): SandboxResponse {
    const redirect = q.get('redirect_uri') ?? '';
    if (clientId !== o.clientId || !/^https?:\/\//.test(redirect)) return error(400, 'Invalid authorization request');
    const to = new URL(redirect);
    if (q.get('decision') === 'allow') {
      const code = id('code');
      codes.set(code, { accountId: id('acct'), redirectUri: redirect });
      to.searchParams.set('code', code);
    } else {
      to.searchParams.set('error', 'access_denied');
      to.searchParams.set('error_description', 'The account owner declined the connection');
    }
    to.searchParams.set('state', q.get('state') ?? '');
    return { status: 302, headers: { location: to.toString() }, body: '' };
  }

  function tokenExchange(body: Record<string, unknown>): SandboxResponse {
    const idOk = typeof body.client_id === 'string' && safeEqual(body.client_id, o.clientId);
    const secretOk = typeof body.client_secret === 'string' && safeEqual(body.client_secret, o.clientSecret);
    if (!idOk || !secretOk) return error(401, 'Invalid client credentials');
    const code = typeof body.code === 'string' ? codes.get(body.code) : undefined;
    if (!code) return error(400, 'Invalid or used authorization code');
    codes.delete(body.code as string);
    const token = randomBytes(24).toString('hex');
    tokens.set(token, code.accountId);
    return json(200, { access_token: token, token_type: 'bearer', checkr_account_id: code.accountId });
  }

  async function api(req: SandboxRequest, path: string, body: Record<string, unknown>): Promise<SandboxResponse> {
    const account = accountOf(req);
    if (!account) return error(401, 'Unauthorized');
    const key = header(req.headers, 'idempotency-key');
    const cacheKey = key ? `${account}:${req.method}:${path}:${key}` : null;
    if (cacheKey && req.method === 'POST' && idempotent.has(cacheKey)) return idempotent.get(cacheKey)!;
    const remember = (r: SandboxResponse) => {
      if (cacheKey && r.status < 300) idempotent.set(cacheKey, r);
      return r;
    };
    if (req.method === 'POST' && path === '/v1/candidates') {
      if (typeof body.email !== 'string' || !body.email.includes('@')) return error(400, 'Email is required');
      const c = { id: id('cand'), object: 'candidate', account_id: account, email: body.email };
      candidates.set(c.id, c);
      return remember(
        json(201, {
          ...c,
          first_name: body.first_name ?? null,
          last_name: body.last_name ?? null,
          custom_id: body.custom_id ?? null,
        }),
      );
    }
    if (req.method === 'POST' && path === '/v1/reports') {
      const c = typeof body.candidate_id === 'string' ? candidates.get(body.candidate_id) : undefined;
      if (!c || c.account_id !== account) return error(404, 'Candidate not found');
      if (!(CHECKR_SANDBOX_PACKAGES as readonly unknown[]).includes(body.package))
        return error(400, `Package ${String(body.package)} is not available on this account`);
      const rid = id('rpt');
      const r: Report = {
        id: rid,
        object: 'report',
        uri: `/v1/reports/${rid}`,
        status: 'pending',
        result: null,
        package: body.package as string,
        candidate_id: c.id,
        created_at: now().toISOString(),
        completed_at: null,
        account_id: account,
      };
      reports.set(rid, r);
      return remember(json(201, r));
    }
    const m = /^\/v1\/reports\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && m) {
      const r = reports.get(m[1]!);
      return r && r.account_id === account ? json(200, r) : error(404, 'Report not found');
    }
    return error(404, 'Not found');
  }

  async function dashboard(path: string, body: Record<string, unknown>): Promise<SandboxResponse> {
    if (path === '/dashboard/faults') {
      const kind = body.kind as Fault;
      if (!['http_500', 'http_503', 'timeout'].includes(kind)) return error(400, 'kind: http_500, http_503 or timeout');
      const count = Math.min(Math.max(Number(body.count ?? 1) || 1, 1), 10);
      for (let i = 0; i < count; i += 1) faults.push(kind);
      return json(200, { queued: faults.length });
    }
    const m = /^\/dashboard\/reports\/([\w-]+)\/(complete|suspend|resume|cancel)$/.exec(path);
    const r = m ? reports.get(m[1]!) : undefined;
    if (!m || !r) return error(404, 'Report not found');
    const action = m[2]!;
    if (action === 'complete') {
      if (body.result !== 'clear' && body.result !== 'consider') return error(400, 'result: clear or consider');
      Object.assign(r, { status: 'complete', result: body.result, completed_at: now().toISOString() });
      return json(200, await sendEvent('report.completed', r));
    }
    if (action === 'suspend') {
      r.status = 'suspended';
      return json(200, await sendEvent('report.suspended', r));
    }
    if (action === 'resume') {
      r.status = 'pending';
      return json(200, await sendEvent('report.resumed', r));
    }
    Object.assign(r, { status: 'canceled', completed_at: now().toISOString() });
    return json(200, await sendEvent('report.canceled', r));
  }

  return {
    report: (rid) => reports.get(rid),
    async handle(req) {
      const url = new URL(req.url, 'http://sandbox.local');
      const path = url.pathname.replace(/\/+$/, '');
      const auth = /^\/authorize\/([\w-]+)(\/grant)?$/.exec(path);
      if (req.method === 'GET' && auth)
        return auth[2] ? grant(url.searchParams, auth[1]!) : authorizePage(url.searchParams, auth[1]!);
      const body = parseBody(req);
      if (req.method === 'POST' && path.startsWith('/dashboard/')) return dashboard(path, body);
      const failed = await fault();
      if (failed) return failed;
      if (req.method === 'POST' && path === '/oauth/tokens') return tokenExchange(body);
      if (path.startsWith('/v1/')) return api(req, path, body);
      return error(404, 'Not found');
    },
  };
}

/** The sandbox on a port of its own (tests): its base URL, and how to stop it. */
export async function serveCheckrSandbox(sandbox: CheckrSandbox): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void sandbox
        .handle({
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        })
        .then((r) => {
          if (res.destroyed) return;
          res.writeHead(r.status, r.headers).end(r.body);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
