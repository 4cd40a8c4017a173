/**
 * The local accounting sandbox (decisions 0091, 0103): QuickBooks Online– and Xero-shaped APIs answered
 * in-process, so the adapters' request building and error handling run with no internet. Its state —
 * companies and their charts, posted entries, codes and tokens (as hashes) — is kept in the database
 * (accounting-sandbox.repository.ts), as a provider keeps it, so a restart keeps every connection working.
 *
 * Each flavour has its consent page (Authorize / Deny → a redirect with a one-time code), its token
 * endpoint (codes single-use, access tokens expiring — an hour for QuickBooks, 30 minutes for Xero —,
 * refresh tokens rotated on use), a company with a seeded chart of accounts, and a journal endpoint that
 * refuses an unbalanced entry with the provider's own error shape. `failNext(n)` makes the next n API
 * calls answer 503, as a provider outage does, so the export's retries can be seen working.
 */
import type { AccountKind } from '@app/domain';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { AccountingProviderKey } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { TransportRequest, TransportResponse } from './accounting-provider.js';
import {
  deleteSandboxEntry,
  expireSandboxAccess,
  insertSandboxCompany,
  insertSandboxEntry,
  insertSandboxGrant,
  nextSandboxNumber,
  sandboxCompany,
  sandboxCompanyCount,
  sandboxEntries,
  sandboxGrant,
  takeSandboxGrant,
  type SandboxCompany,
  type SandboxLine,
} from './accounting-sandbox.repository.js';
import { narrationOf, referenceOfNarration } from './xero-provider.js';

export const SANDBOX_CLIENT_ID = 'sandbox-client';
export const SANDBOX_BASE = '/sandbox/accounting';

/** The chart every sandbox company starts with: a small services business. */
export const SANDBOX_CHART = [
  { code: '1000', name: 'Operating Bank Account', type: 'Bank' },
  { code: '1200', name: 'Accounts Receivable', type: 'Accounts Receivable' },
  { code: '2000', name: 'Accounts Payable', type: 'Accounts Payable' },
  { code: '2100', name: 'Sales Tax Payable', type: 'Other Current Liability' },
  { code: '2200', name: 'Payroll Tax Liabilities', type: 'Other Current Liability' },
  { code: '2300', name: 'Payroll Deductions Payable', type: 'Other Current Liability' },
  { code: '2400', name: 'Distributions Payable', type: 'Other Current Liability' },
  { code: '3000', name: "Owner's Equity", type: 'Equity' },
  { code: '4000', name: 'Staffing Revenue — EOR', type: 'Income' },
  { code: '4100', name: 'Staffing Revenue — Self-Employer', type: 'Income' },
  { code: '5000', name: 'Wages', type: 'Expense' },
  { code: '5100', name: 'Employer Payroll Taxes', type: 'Expense' },
  { code: '6000', name: 'Office Expenses', type: 'Expense' },
] as const;

/** Which of the sandbox chart's accounts takes each of our kinds (the demo's defaults and the tests' mappings). */
export const SANDBOX_ACCOUNT_CODES: Record<AccountKind, string> = {
  receivables: '1200',
  revenue_eor: '4000',
  revenue_self_employer: '4100',
  sales_tax_payable: '2100',
  cash: '1000',
  payroll_expense: '5000',
  payroll_tax_expense: '5100',
  payroll_tax_liabilities: '2200',
  deductions_payable: '2300',
  distributions_payable: '2400',
};

export type { SandboxLine } from './accounting-sandbox.repository.js';
export interface SandboxEntry {
  id: string;
  reference: string;
  date: string;
  memo: string;
  lines: SandboxLine[];
}
type Company = SandboxCompany;

const hex = (n: number) => randomBytes(n).toString('hex');
/** Grants are kept as hashes: a database read shows no usable code or token. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const json = (status: number, value: unknown): TransportResponse => ({ status, body: JSON.stringify(value) });
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const TOKEN_SECONDS: Record<AccountingProviderKey, number> = { quickbooks: 3600, xero: 1800 };
const NAMES: Record<AccountingProviderKey, string> = { quickbooks: 'QuickBooks Online', xero: 'Xero' };

function formOf(body: string | undefined): URLSearchParams {
  return new URLSearchParams(body ?? '');
}
function jsonOf(body: string | undefined): Record<string, unknown> {
  try {
    const v = JSON.parse(body ?? '') as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
const bearer = (h: Record<string, string>) => /^Bearer (.+)$/.exec(h.authorization ?? h.Authorization ?? '')?.[1];

/** Debits and credits of an entry's lines, to the cent. */
export function entryTotals(lines: readonly SandboxLine[]) {
  const sum = (f: 'debit' | 'credit') => lines.reduce((s, l) => s.plus(new Decimal(l[f] || '0')), new Decimal(0));
  return { debit: sum('debit').toFixed(2), credit: sum('credit').toFixed(2) };
}

export class AccountingSandbox {
  /** The 503 switch is the running app's (a restart clears it); everything else is in the database. */
  private failures = 0;

  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
  ) {}

  /** The next n API calls (not the consent page) answer 503, as during a provider outage. */
  failNext(n: number) {
    this.failures = Math.max(0, Math.min(n, 20));
  }
  async entries(companyRef: string): Promise<SandboxEntry[]> {
    return (await sandboxEntries(this.db, companyRef)).map((e) => ({
      id: e.externalId,
      reference: e.reference,
      date: e.entryDate,
      memo: e.memo,
      lines: e.lines as SandboxLine[],
    }));
  }
  async accountsOf(companyRef: string) {
    return (await sandboxCompany(this.db, companyRef))?.accounts ?? [];
  }
  /** Makes every token of the company expire now (a test of the refresh). */
  async expireTokens(companyRef: string) {
    await expireSandboxAccess(this.db, companyRef, new Date(0));
  }
  /** Takes an entry out of the company's journal, as someone deleting it at the provider would. */
  async deleteEntry(companyRef: string, reference: string) {
    return deleteSandboxEntry(this.db, companyRef, reference);
  }

  private async newCompany(provider: AccountingProviderKey): Promise<Company> {
    const ref =
      provider === 'quickbooks'
        ? `9130${BigInt(`0x${hex(6)}`)
            .toString()
            .padStart(15, '0')
            .slice(0, 12)}`
        : randomUUID();
    const company: Company = {
      ref,
      provider,
      name: `Sandbox Company ${(await sandboxCompanyCount(this.db)) + 1} (${NAMES[provider]})`,
      accounts: SANDBOX_CHART.map((a, i) => ({
        id: provider === 'quickbooks' ? String(30 + i) : randomUUID(),
        ...a,
        active: true,
      })),
    };
    await insertSandboxCompany(this.db, company);
    return company;
  }

  /** The consent page (HTML) and its decision: a redirect with a code (or access_denied) and the state. */
  async consent(
    provider: AccountingProviderKey,
    q: URLSearchParams,
    decision: string | null,
  ): Promise<
    TransportResponse & {
      location?: string;
      html?: boolean;
    }
  > {
    const redirect = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== SANDBOX_CLIENT_ID) return json(400, { error: 'invalid_client' });
    if (!/^https?:\/\//.test(redirect))
      return json(400, { error: 'invalid_request', error_description: 'redirect_uri' });
    if (decision === null) {
      const link = (d: string) => {
        const next = new URLSearchParams(q);
        next.set('decision', d);
        return `${SANDBOX_BASE}/${provider}/authorize?${next.toString()}`;
      };
      const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${NAMES[provider]} sandbox</title></head>
<body><main><h1>${NAMES[provider]} sandbox: connect a company</h1>
<p>The staffing platform asks to read your chart of accounts and post journal entries. This is the local sandbox: a new sandbox company is created, nothing leaves this machine.</p>
<p><a href="${escapeHtml(link('allow'))}">Authorize</a> · <a href="${escapeHtml(link('deny'))}">Deny</a></p>
</main></body></html>`;
      return { status: 200, body, html: true };
    }
    const to = new URL(redirect);
    if (decision === 'allow') {
      const company = await this.newCompany(provider);
      const code = `code_${hex(12)}`;
      await insertSandboxGrant(this.db, {
        tokenHash: hashOf(code),
        kind: 'code',
        provider,
        companyRef: company.ref,
        redirectUri: redirect,
      });
      to.searchParams.set('code', code);
      if (provider === 'quickbooks') to.searchParams.set('realmId', company.ref);
    } else {
      to.searchParams.set('error', 'access_denied');
    }
    to.searchParams.set('state', q.get('state') ?? '');
    return { status: 302, body: '', location: to.toString() };
  }

  private async issue(provider: AccountingProviderKey, company: string) {
    const accessToken = hex(24);
    const refreshToken = hex(24);
    await insertSandboxGrant(this.db, {
      tokenHash: hashOf(accessToken),
      kind: 'access',
      provider,
      companyRef: company,
      expiresAt: new Date(this.now().getTime() + TOKEN_SECONDS[provider] * 1000),
    });
    await insertSandboxGrant(this.db, {
      tokenHash: hashOf(refreshToken),
      kind: 'refresh',
      provider,
      companyRef: company,
    });
    return {
      token_type: 'bearer',
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: TOKEN_SECONDS[provider],
    };
  }

  private async token(provider: AccountingProviderKey, req: TransportRequest): Promise<TransportResponse> {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const client = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : null;
    if (client !== SANDBOX_CLIENT_ID) return json(401, { error: 'invalid_client' });
    const form = formOf(req.body);
    if (form.get('grant_type') === 'authorization_code') {
      // Taken (deleted) before it is checked: a code is single-use even when the redirect does not match.
      const code = await takeSandboxGrant(this.db, hashOf(form.get('code') ?? ''), 'code');
      if (!code || code.provider !== provider || code.redirectUri !== form.get('redirect_uri'))
        return json(400, {
          error: 'invalid_grant',
          error_description: 'The authorization code is invalid or was used',
        });
      return json(200, await this.issue(provider, code.companyRef));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const r = await takeSandboxGrant(this.db, hashOf(form.get('refresh_token') ?? ''), 'refresh');
      if (!r || r.provider !== provider)
        return json(400, { error: 'invalid_grant', error_description: 'The refresh token is invalid or expired' });
      return json(200, await this.issue(provider, r.companyRef));
    }
    return json(400, { error: 'unsupported_grant_type' });
  }

  /** The company a live access token of this provider was issued for. */
  private async grantOf(provider: AccountingProviderKey, req: TransportRequest): Promise<string | null> {
    const g = await sandboxGrant(this.db, hashOf(bearer(req.headers) ?? ''), 'access');
    if (!g || g.provider !== provider || !g.expiresAt || g.expiresAt.getTime() <= this.now().getTime()) return null;
    return g.companyRef;
  }

  /** The providers' API: the adapters' transport in local and sandbox modes. */
  async handle(provider: AccountingProviderKey, req: TransportRequest): Promise<TransportResponse> {
    if (this.failures > 0) {
      this.failures -= 1;
      return provider === 'quickbooks'
        ? json(503, { fault: { error: [{ message: 'Service Unavailable', code: '503' }], type: 'SERVICE' } })
        : json(503, { Title: 'Service Unavailable', Detail: 'The Xero API is temporarily unavailable' });
    }
    return provider === 'quickbooks' ? this.quickbooks(req) : this.xero(req);
  }

  private async quickbooks(req: TransportRequest): Promise<TransportResponse> {
    const url = new URL(req.path, 'http://sandbox.local');
    if (req.method === 'POST' && url.pathname === '/oauth2/v1/tokens/bearer') return this.token('quickbooks', req);
    const grant = await this.grantOf('quickbooks', req);
    const fault = (status: number, type: string, message: string, code: string) =>
      json(status, { Fault: { Error: [{ Message: message, Detail: message, code }], type } });
    if (!grant) return fault(401, 'AUTHENTICATION', 'AuthenticationFailed', '3200');
    const m = /^\/v3\/company\/([^/]+)\/(\w+)(?:\/([^/]+))?$/.exec(url.pathname);
    const company = m && m[1] === grant ? await sandboxCompany(this.db, m[1]) : null;
    if (!m || !company) return fault(403, 'AUTHORIZATION', 'ApplicationAuthorizationFailed', '003100');
    const resource = m[2];
    if (req.method === 'GET' && resource === 'companyinfo')
      return json(200, { CompanyInfo: { Id: company.ref, CompanyName: company.name } });
    if (req.method === 'GET' && resource === 'query') {
      const query = url.searchParams.get('query') ?? '';
      if (/^select \* from Account/i.test(query))
        return json(200, {
          QueryResponse: {
            Account: company.accounts.map((a) => ({
              Id: a.id,
              Name: a.name,
              AcctNum: a.code,
              AccountType: a.type,
              Active: a.active,
            })),
          },
        });
      const doc = /^select \* from JournalEntry where DocNumber = '([^']*)'$/i.exec(query);
      if (doc) {
        const found = (await this.entries(company.ref)).filter((e) => e.reference === doc[1]);
        return json(200, { QueryResponse: found.length ? { JournalEntry: found.map(qboEntry) } : {} });
      }
      return fault(400, 'ValidationFault', 'QueryParserError: unsupported query', '4000');
    }
    if (req.method === 'POST' && resource === 'journalentry') {
      const body = jsonOf(req.body);
      const lines = Array.isArray(body.Line) ? (body.Line as Record<string, unknown>[]) : [];
      const parsed: SandboxLine[] = [];
      for (const l of lines) {
        const d = (l.JournalEntryLineDetail ?? {}) as { PostingType?: string; AccountRef?: { value?: string } };
        const amount = new Decimal(typeof l.Amount === 'number' || typeof l.Amount === 'string' ? l.Amount : 'NaN');
        if (!amount.isFinite() || amount.isNeg() || !['Debit', 'Credit'].includes(d.PostingType ?? ''))
          return fault(400, 'ValidationFault', 'Invalid line amount or posting type', '2020');
        if (!company.accounts.some((a) => a.id === d.AccountRef?.value))
          return fault(400, 'ValidationFault', 'Invalid Reference Id: Accounts element id not found', '2500');
        parsed.push({
          accountId: d.AccountRef!.value!,
          debit: d.PostingType === 'Debit' ? amount.toFixed(2) : '0.00',
          credit: d.PostingType === 'Credit' ? amount.toFixed(2) : '0.00',
          description: typeof l.Description === 'string' ? l.Description : '',
        });
      }
      const totals = entryTotals(parsed);
      if (parsed.length < 2 || totals.debit !== totals.credit)
        return fault(400, 'ValidationFault', 'Transaction must balance: debits and credits are not equal', '6000');
      const entry: SandboxEntry = {
        id: await nextSandboxNumber(this.db, company.ref),
        reference: String(body.DocNumber ?? ''),
        date: String(body.TxnDate ?? ''),
        memo: String(body.PrivateNote ?? ''),
        lines: parsed,
      };
      await this.save(company.ref, entry);
      return json(200, { JournalEntry: qboEntry(entry) });
    }
    return fault(404, 'ValidationFault', 'Unsupported operation', '4001');
  }

  private async save(companyRef: string, e: SandboxEntry) {
    await insertSandboxEntry(this.db, {
      companyRef,
      externalId: e.id,
      reference: e.reference,
      entryDate: e.date,
      memo: e.memo,
      lines: e.lines,
    });
  }

  private async xero(req: TransportRequest): Promise<TransportResponse> {
    const url = new URL(req.path, 'http://sandbox.local');
    if (req.method === 'POST' && url.pathname === '/connect/token') return this.token('xero', req);
    const grant = await this.grantOf('xero', req);
    if (!grant) return json(401, { Title: 'Unauthorized', Status: 401, Detail: 'AuthenticationUnsuccessful' });
    if (req.method === 'GET' && url.pathname === '/connections') {
      const c = (await sandboxCompany(this.db, grant))!;
      return json(200, [{ id: hex(8), tenantId: c.ref, tenantType: 'ORGANISATION', tenantName: c.name }]);
    }
    const company = req.headers['xero-tenant-id'] === grant ? await sandboxCompany(this.db, grant) : null;
    if (!company) return json(403, { Title: 'Forbidden', Status: 403, Detail: 'AuthorizationUnsuccessful' });
    if (req.method === 'GET' && url.pathname === '/api.xro/2.0/Accounts')
      return json(200, {
        Accounts: company.accounts.map((a) => ({
          AccountID: a.id,
          Code: a.code,
          Name: a.name,
          Type: a.type.toUpperCase().replace(/ /g, ''),
          Status: a.active ? 'ACTIVE' : 'ARCHIVED',
        })),
      });
    if (req.method === 'GET' && url.pathname === '/api.xro/2.0/ManualJournals') {
      const start = /^Narration\.StartsWith\("([^"]*)"\)$/.exec(url.searchParams.get('where') ?? '')?.[1];
      const all = await this.entries(company.ref);
      const found = start === undefined ? all : all.filter((e) => narrationOf(e.reference, e.memo).startsWith(start));
      return json(200, { ManualJournals: found.map(xeroEntry) });
    }
    if (req.method === 'PUT' && url.pathname === '/api.xro/2.0/ManualJournals') {
      const body = jsonOf(req.body);
      const journal = (Array.isArray(body.ManualJournals) ? body.ManualJournals[0] : undefined) as
        Record<string, unknown> | undefined;
      const invalid = (message: string) =>
        json(400, {
          ErrorNumber: 10,
          Type: 'ValidationException',
          Message: 'A validation exception occurred',
          Elements: [{ ValidationErrors: [{ Message: message }] }],
        });
      if (!journal) return invalid('A manual journal is required');
      const lines = Array.isArray(journal.JournalLines) ? (journal.JournalLines as Record<string, unknown>[]) : [];
      const parsed: SandboxLine[] = [];
      for (const l of lines) {
        const amount = new Decimal(
          typeof l.LineAmount === 'number' || typeof l.LineAmount === 'string' ? l.LineAmount : 'NaN',
        );
        if (!amount.isFinite()) return invalid('LineAmount must be a number');
        if (!company.accounts.some((a) => a.id === l.AccountID)) return invalid('Account could not be found');
        parsed.push({
          accountId: String(l.AccountID),
          debit: amount.isPos() ? amount.toFixed(2) : '0.00',
          credit: amount.isNeg() ? amount.neg().toFixed(2) : '0.00',
          description: typeof l.Description === 'string' ? l.Description : '',
        });
      }
      const totals = entryTotals(parsed);
      if (parsed.length < 2) return invalid('A manual journal must have at least two lines');
      if (totals.debit !== totals.credit)
        return invalid(`The total debits (${totals.debit}) must equal total credits (${totals.credit})`);
      const entry: SandboxEntry = {
        id: randomUUID(),
        reference: referenceOfNarration(String(journal.Narration ?? '')) ?? '',
        date: String(journal.Date ?? ''),
        memo: String(journal.Narration ?? '').replace(/^\[[^\]]*\] /, ''),
        lines: parsed,
      };
      await this.save(company.ref, entry);
      return json(200, { ManualJournals: [xeroEntry(entry)] });
    }
    return json(404, { Title: 'Not Found', Status: 404, Detail: 'The resource was not found' });
  }
}

const qboEntry = (e: SandboxEntry) => ({
  Id: e.id,
  DocNumber: e.reference,
  TxnDate: e.date,
  PrivateNote: e.memo,
  Line: e.lines.map((l) => ({
    Amount: Number(l.debit !== '0.00' ? l.debit : l.credit),
    Description: l.description,
    DetailType: 'JournalEntryLineDetail',
    JournalEntryLineDetail: {
      PostingType: l.debit !== '0.00' ? 'Debit' : 'Credit',
      AccountRef: { value: l.accountId },
    },
  })),
});
const xeroEntry = (e: SandboxEntry) => ({
  ManualJournalID: e.id,
  Date: e.date,
  Narration: narrationOf(e.reference, e.memo),
  Status: 'POSTED',
  JournalLines: e.lines.map((l) => ({
    AccountID: l.accountId,
    Description: l.description,
    LineAmount: Number(l.debit !== '0.00' ? l.debit : `-${l.credit}`),
  })),
});

/** One sandbox per running app (its deps): the routes, the services and the job share its 503 switch. */
const sandboxes = new WeakMap<object, AccountingSandbox>();
export function sandboxOf(key: object, db: DbOrTx, now: () => Date): AccountingSandbox {
  let s = sandboxes.get(key);
  if (!s) {
    s = new AccountingSandbox(db, now);
    sandboxes.set(key, s);
  }
  return s;
}
