/**
 * QuickBooks Online and Xero as their own servers answer, on local node:http ports, for the production
 * transports' tests (decision 0102): the request shapes they require (HTTP Basic client auth and a form on
 * the token endpoints, bearer tokens, the realm in the path and `minorversion` for QuickBooks, the
 * `xero-tenant-id` header for Xero) and their answers — token grants with rotating refresh tokens, the
 * chart, created journal entries, replays of an idempotency key (`requestid`, `Idempotency-Key`), `Fault`
 * and `ValidationException` errors, 401s for expired tokens, and programmed faults (429 with Retry-After,
 * 5xx) taken in order before the next calls.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAccount {
  id: string;
  code: string;
  name: string;
  type: string;
}
export interface FakeEntry {
  id: string;
  /** QuickBooks' DocNumber; Xero's Narration. */
  label: string;
  lines: { accountId: string; amount: number; side: 'Debit' | 'Credit' }[];
}
export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: string;
}
interface Fault {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

const CHART = [
  ['1000', 'Checking', 'Bank'],
  ['1200', 'Accounts Receivable (A/R)', 'Accounts Receivable'],
  ['2100', 'Sales Tax Payable', 'Other Current Liability'],
  ['2200', 'Payroll Liabilities', 'Other Current Liability'],
  ['2300', 'Payroll Deductions Payable', 'Other Current Liability'],
  ['2400', 'Distributions Payable', 'Other Current Liability'],
  ['4000', 'Services — EOR', 'Income'],
  ['4100', 'Services — Self-Employer', 'Income'],
  ['5000', 'Payroll Expenses:Wages', 'Expense'],
  ['5100', 'Payroll Expenses:Taxes', 'Expense'],
] as const;

export class FakeProvider {
  url = '';
  readonly requests: SeenRequest[] = [];
  readonly entries: FakeEntry[] = [];
  accounts: FakeAccount[];
  private readonly faults: Fault[] = [];
  private readonly codes = new Map<string, { redirect: string; event: string }>();
  private readonly access = new Map<string, number>();
  private readonly refresh = new Set<string>();
  private readonly replays = new Map<string, { status: number; body: unknown }>();
  refreshes = 0;

  constructor(
    readonly kind: 'quickbooks' | 'xero',
    readonly clientId: string,
    readonly clientSecret: string,
    readonly company: string,
  ) {
    this.accounts = CHART.map(([code, name, type], i) => ({
      id: kind === 'quickbooks' ? String(80 + i) : randomUUID(),
      code,
      name,
      type,
    }));
  }

  /** The next calls (token calls included) answer these, in order. */
  failNext(...faults: Fault[]) {
    this.faults.push(...faults);
  }
  /** Every access token issued so far is expired from now on. */
  expireTokens() {
    for (const k of this.access.keys()) this.access.set(k, 0);
  }
  account(code: string) {
    return this.accounts.find((a) => a.code === code)!;
  }
  seen(pathStart: string) {
    return this.requests.filter((r) => r.path.startsWith(pathStart));
  }

  private tokens(event: string) {
    // Xero's access token is a JWT whose claims name the authorization event; QuickBooks' is opaque to us.
    const claims = Buffer.from(JSON.stringify({ authentication_event_id: event, nbf: 0 })).toString('base64url');
    const access =
      this.kind === 'xero' ? `eyJhbGciOiJSUzI1NiJ9.${claims}.${randomBytes(16).toString('base64url')}` : randomUUID();
    const refresh = randomBytes(24).toString('hex');
    const seconds = this.kind === 'quickbooks' ? 3600 : 1800;
    this.access.set(access, Date.now() + seconds * 1000);
    this.refresh.add(refresh);
    return {
      token_type: this.kind === 'quickbooks' ? 'bearer' : 'Bearer',
      access_token: access,
      refresh_token: refresh,
      expires_in: seconds,
      ...(this.kind === 'quickbooks' ? { x_refresh_token_expires_in: 8726400 } : { scope: 'accounting.transactions' }),
    };
  }

  handle(req: SeenRequest): { status: number; headers?: Record<string, string>; body?: unknown } {
    const url = new URL(req.path, 'http://fake.local');
    const authorizePath = this.kind === 'quickbooks' ? '/connect/oauth2' : '/identity/connect/authorize';
    if (req.method === 'GET' && url.pathname === authorizePath) return this.authorize(url.searchParams);
    const fault = this.faults.shift();
    if (fault) return fault;
    if (
      req.method === 'POST' &&
      url.pathname === (this.kind === 'quickbooks' ? '/oauth2/v1/tokens/bearer' : '/connect/token')
    )
      return this.token(req);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if ((this.access.get(bearer) ?? 0) <= Date.now())
      return this.kind === 'quickbooks'
        ? {
            status: 401,
            headers: { 'www-authenticate': 'Bearer realm="Intuit", error="invalid_token"' },
            body: {
              fault: {
                error: [
                  {
                    message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401',
                    detail: 'Token expired',
                    code: '3200',
                  },
                ],
                type: 'AUTHENTICATION',
              },
            },
          }
        : {
            status: 401,
            body: { Type: null, Title: 'Unauthorized', Status: 401, Detail: 'TokenExpired: token expired' },
          };
    return this.kind === 'quickbooks' ? this.quickbooks(req, url) : this.xero(req, url);
  }

  private authorize(q: URLSearchParams) {
    const redirect = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== this.clientId || q.get('response_type') !== 'code' || !redirect)
      return { status: 400, body: { error: 'invalid_request' } };
    const to = new URL(redirect);
    const code = randomBytes(12).toString('hex');
    this.codes.set(code, { redirect, event: randomUUID() });
    to.searchParams.set('code', code);
    to.searchParams.set('state', q.get('state') ?? '');
    if (this.kind === 'quickbooks') to.searchParams.set('realmId', this.company);
    return { status: 302, headers: { location: to.toString() } };
  }

  private token(req: SeenRequest) {
    const basic = Buffer.from(/^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '', 'base64').toString();
    if (
      basic !== `${this.clientId}:${this.clientSecret}` ||
      !req.headers['content-type']?.includes('x-www-form-urlencoded')
    )
      return { status: 401, body: { error: 'invalid_client' } };
    const form = new URLSearchParams(req.body);
    if (form.get('grant_type') === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      if (!code || code.redirect !== form.get('redirect_uri')) return { status: 400, body: { error: 'invalid_grant' } };
      this.codes.delete(form.get('code')!);
      this.lastEvent = code.event;
      return { status: 200, body: this.tokens(code.event) };
    }
    if (form.get('grant_type') === 'refresh_token') {
      if (!this.refresh.delete(form.get('refresh_token') ?? ''))
        return { status: 400, body: { error: 'invalid_grant' } };
      this.refreshes += 1;
      return { status: 200, body: this.tokens(this.lastEvent) };
    }
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  }
  private lastEvent = '';

  /** A create with an idempotency key seen before is answered as the first time, and not applied again. */
  private once(key: string | undefined, run: () => { status: number; body: unknown }) {
    if (!key) return run();
    const seen = this.replays.get(key);
    if (seen) return seen;
    const answer = run();
    this.replays.set(key, answer);
    return answer;
  }

  private quickbooks(req: SeenRequest, url: URL) {
    const m = /^\/v3\/company\/([^/]+)\/(\w+)(?:\/([^/]+))?$/.exec(url.pathname);
    const fault = (status: number, message: string, detail: string, code: string, type = 'ValidationFault') => ({
      status,
      body: { Fault: { Error: [{ Message: message, Detail: detail, code, element: '' }], type }, time: new Date() },
    });
    if (!m || m[1] !== this.company) return fault(403, 'ApplicationAuthorizationFailed', 'Wrong realm', '003100');
    if (Number(url.searchParams.get('minorversion')) < 75)
      return fault(400, 'Invalid minor version', 'minorversion must be 75 or later', '4000');
    if (req.method === 'GET' && m[2] === 'companyinfo')
      return { status: 200, body: { CompanyInfo: { Id: '1', CompanyName: 'Intuit Sandbox Co' }, time: new Date() } };
    if (req.method === 'GET' && m[2] === 'query') {
      const q = url.searchParams.get('query') ?? '';
      if (/^select \* from Account/i.test(q))
        return {
          status: 200,
          body: {
            QueryResponse: {
              Account: this.accounts.map((a) => ({
                Id: a.id,
                Name: a.name,
                AcctNum: a.code,
                AccountType: a.type,
                Active: true,
                SyncToken: '0',
              })),
              startPosition: 1,
              maxResults: this.accounts.length,
            },
          },
        };
      const doc = /^select \* from JournalEntry where DocNumber = '([^']*)'$/i.exec(q)?.[1];
      if (doc === undefined) return fault(400, 'QueryParserError', 'Encountered an unexpected token', '4000');
      const found = this.entries.filter((e) => e.label === doc);
      return {
        status: 200,
        body: {
          QueryResponse: found.length
            ? { JournalEntry: found.map((e) => ({ Id: e.id, DocNumber: e.label })), startPosition: 1, maxResults: 1 }
            : {},
        },
      };
    }
    if (req.method === 'POST' && m[2] === 'journalentry')
      return this.once(url.searchParams.get('requestid') ?? undefined, () => {
        const body = JSON.parse(req.body) as {
          DocNumber?: string;
          Line?: {
            Amount: number;
            DetailType: string;
            JournalEntryLineDetail: { PostingType: 'Debit' | 'Credit'; AccountRef: { value: string } };
          }[];
        };
        const lines = (body.Line ?? []).map((l) => ({
          accountId: l.JournalEntryLineDetail.AccountRef.value,
          amount: l.Amount,
          side: l.JournalEntryLineDetail.PostingType,
        }));
        const missing = lines.find((l) => !this.accounts.some((a) => a.id === l.accountId));
        if (missing)
          return fault(
            400,
            'Invalid Reference Id',
            `Invalid Reference Id : Accounts element id ${missing.accountId} not found`,
            '2500',
          );
        const cents = (side: string) =>
          lines.filter((l) => l.side === side).reduce((s, l) => s + Math.round(l.amount * 100), 0);
        if (cents('Debit') !== cents('Credit'))
          return fault(
            400,
            'A business validation error has occurred while processing your request',
            'Business Validation Error: Transaction must balance: debits and credits are not equal',
            '6000',
          );
        const entry = { id: String(500 + this.entries.length), label: body.DocNumber ?? '', lines };
        this.entries.push(entry);
        return { status: 200, body: { JournalEntry: { Id: entry.id, DocNumber: entry.label, SyncToken: '0' } } };
      });
    return fault(400, 'Unsupported Operation', `Operation ${url.pathname} is not supported`, '500');
  }

  private xero(req: SeenRequest, url: URL) {
    if (req.method === 'GET' && url.pathname === '/connections')
      // An organisation connected by an earlier authorization comes first: the adapter must pick this one's.
      return {
        status: 200,
        body: [
          {
            id: randomUUID(),
            authEventId: randomUUID(),
            tenantId: randomUUID(),
            tenantType: 'ORGANISATION',
            tenantName: 'Older Org',
          },
          {
            id: randomUUID(),
            authEventId: this.lastEvent,
            tenantId: this.company,
            tenantType: 'ORGANISATION',
            tenantName: 'Demo Company (US)',
          },
        ],
      };
    if (req.headers['xero-tenant-id'] !== this.company)
      return {
        status: 403,
        body: { Type: null, Title: 'Forbidden', Status: 403, Detail: 'AuthorizationUnsuccessful' },
      };
    if (req.method === 'GET' && url.pathname === '/api.xro/2.0/Accounts')
      return {
        status: 200,
        body: {
          Id: randomUUID(),
          Status: 'OK',
          Accounts: this.accounts.map((a) => ({
            AccountID: a.id,
            Code: a.code,
            Name: a.name,
            Type: a.type.toUpperCase().replace(/ /g, ''),
            Status: 'ACTIVE',
          })),
        },
      };
    if (req.method === 'GET' && url.pathname === '/api.xro/2.0/ManualJournals') {
      const start = /^Narration\.StartsWith\("([^"]*)"\)$/.exec(url.searchParams.get('where') ?? '')?.[1];
      if (start === undefined) return { status: 400, body: { Type: 'QueryParseException', Message: 'bad where' } };
      const found = this.entries.filter((e) => e.label.startsWith(start));
      return {
        status: 200,
        body: { Status: 'OK', ManualJournals: found.map((e) => ({ ManualJournalID: e.id, Narration: e.label })) },
      };
    }
    if (req.method === 'PUT' && url.pathname === '/api.xro/2.0/ManualJournals')
      return this.once(req.headers['idempotency-key'], () => {
        const j = (
          JSON.parse(req.body) as {
            ManualJournals: { Narration: string; JournalLines: { AccountID: string; LineAmount: number }[] }[];
          }
        ).ManualJournals[0]!;
        const invalid = (message: string) => ({
          status: 400,
          body: {
            ErrorNumber: 10,
            Type: 'ValidationException',
            Message: 'A validation exception occurred',
            Elements: [{ Narration: j.Narration, ValidationErrors: [{ Message: message }] }],
          },
        });
        if (!j.Narration) return invalid('Narration must be specified');
        const total = j.JournalLines.reduce((s, l) => s + Math.round(l.LineAmount * 100), 0);
        if (total !== 0) {
          const debits = j.JournalLines.filter((l) => l.LineAmount > 0).reduce((s, l) => s + l.LineAmount, 0);
          const credits = -j.JournalLines.filter((l) => l.LineAmount < 0).reduce((s, l) => s + l.LineAmount, 0);
          return invalid(`The total debits (${debits.toFixed(2)}) must equal total credits (${credits.toFixed(2)})`);
        }
        if (j.JournalLines.some((l) => !this.accounts.some((a) => a.id === l.AccountID)))
          return invalid('Account code could not be found');
        const entry: FakeEntry = {
          id: randomUUID(),
          label: j.Narration,
          lines: j.JournalLines.map((l) => ({
            accountId: l.AccountID,
            amount: Math.abs(l.LineAmount),
            side: l.LineAmount > 0 ? 'Debit' : 'Credit',
          })),
        };
        this.entries.push(entry);
        return {
          status: 200,
          body: {
            Status: 'OK',
            ManualJournals: [{ ManualJournalID: entry.id, Narration: entry.label, Status: 'POSTED' }],
          },
        };
      });
    return { status: 404, body: { Title: 'Not Found', Status: 404 } };
  }
}

async function read(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Serves the fake on a free loopback port; `close` stops it. */
export async function serveFake(fake: FakeProvider): Promise<{ close(): Promise<void> }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void read(req).then((body) => {
      const seen: SeenRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: Object.fromEntries(
          Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
        ),
        body,
      };
      fake.requests.push(seen);
      const answer = fake.handle(seen);
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
