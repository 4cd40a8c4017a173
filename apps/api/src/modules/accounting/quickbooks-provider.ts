/**
 * The QuickBooks Online adapter: OAuth 2 with the realm id in the redirect, the token endpoint
 * `/oauth2/v1/tokens/bearer` (HTTP Basic client auth, form body), accounts and journal entries under
 * `/v3/company/{realm}` at minor version 75 (the lowest Intuit answers since August 2025), the query
 * endpoint to find an entry by its DocNumber, a `requestid` on each create so a resent post is answered,
 * not applied, twice, and `Fault` errors (a validation fault's Detail says what was wrong).
 */
import { createHash } from 'node:crypto';
import type {
  AccountingProvider,
  ProviderJournalEntry,
  ProviderSession,
  ProviderTokens,
  Transport,
} from './accounting-provider.js';
import { AccountingRefused, answerOf } from './accounting-provider.js';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** The provider's consent page (the sandbox's, when the provider's app is not configured). */
  authorizeBase: string;
}

/**
 * The idempotency key of a journal post: the same entry to the same company is the same key (a resend is
 * answered, not posted again), while an entry changed since (an account re-mapped after a refusal) gets a
 * new one — a provider replays a key's first answer, a refusal included.
 */
export const idempotencyKeyOf = (companyRef: string, payload: unknown) =>
  createHash('sha256').update(companyRef).update('\0').update(JSON.stringify(payload)).digest('hex').slice(0, 40);

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export const QBO_MINOR_VERSION = 75;

export const describeFault = (body: unknown): string | null => {
  const b = body as {
    Fault?: { Error?: { Message?: string; Detail?: string }[] };
    fault?: { error?: { message?: string; detail?: string }[] };
  } | null;
  const e = b?.Fault?.Error?.[0];
  const qbo = e?.Detail ?? e?.Message ?? b?.fault?.error?.[0]?.detail ?? b?.fault?.error?.[0]?.message;
  if (qbo) return qbo;
  const oauth = body as { error?: string; error_description?: string } | null;
  return oauth?.error ? (oauth.error_description ?? oauth.error) : null;
};

export function tokensOf(a: TokenAnswer, now: Date): ProviderTokens {
  if (!a?.access_token || !a.refresh_token) throw new AccountingRefused('The provider answered no tokens');
  return {
    accessToken: a.access_token,
    refreshToken: a.refresh_token,
    expiresAt: new Date(now.getTime() + a.expires_in * 1000),
  };
}

export const basicAuth = (c: OAuthClient) =>
  `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`;

export function quickbooksProvider(client: OAuthClient, send: Transport, now: () => Date): AccountingProvider {
  const name = 'QuickBooks';
  const api = async <T>(s: ProviderSession, method: 'GET' | 'POST', path: string, body?: unknown) =>
    answerOf<T>(
      await send({
        method,
        path: `/v3/company/${encodeURIComponent(s.companyRef)}${path}`,
        headers: {
          authorization: `Bearer ${s.accessToken}`,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      }),
      name,
      describeFault,
    );
  const token = async (form: Record<string, string>) =>
    answerOf<TokenAnswer>(
      await send({
        method: 'POST',
        path: '/oauth2/v1/tokens/bearer',
        headers: {
          authorization: basicAuth(client),
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form).toString(),
      }),
      name,
      describeFault,
    );
  const query = (q: string) => `/query?query=${encodeURIComponent(q)}&minorversion=${QBO_MINOR_VERSION}`;

  return {
    key: 'quickbooks',
    authorizeUrl: (state, redirectUri) =>
      `${client.authorizeBase}?${new URLSearchParams({
        client_id: client.clientId,
        response_type: 'code',
        scope: 'com.intuit.quickbooks.accounting',
        redirect_uri: redirectUri,
        state,
      }).toString()}`,
    async exchangeCode(code, redirectUri, realmId) {
      if (!realmId) throw new AccountingRefused('QuickBooks did not name the company (realmId)');
      const tokens = tokensOf(
        await token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
        now(),
      );
      const info = await api<{ CompanyInfo: { CompanyName: string } }>(
        { companyRef: realmId, accessToken: tokens.accessToken },
        'GET',
        `/companyinfo/${encodeURIComponent(realmId)}?minorversion=${QBO_MINOR_VERSION}`,
      );
      return { ...tokens, companyRef: realmId, companyName: info.CompanyInfo.CompanyName };
    },
    async refresh(refreshToken) {
      return tokensOf(await token({ grant_type: 'refresh_token', refresh_token: refreshToken }), now());
    },
    async listAccounts(s) {
      const a = await api<{ QueryResponse: { Account?: Record<string, unknown>[] } }>(
        s,
        'GET',
        query('select * from Account maxresults 1000'),
      );
      return (a.QueryResponse.Account ?? []).map((x) => ({
        externalId: String(x.Id),
        code: typeof x.AcctNum === 'string' && x.AcctNum ? x.AcctNum : null,
        name: String(x.Name),
        type: String(x.AccountType),
        active: x.Active !== false,
      }));
    },
    async postJournalEntry(s, e: ProviderJournalEntry) {
      const payload = {
        DocNumber: e.reference,
        TxnDate: e.date,
        PrivateNote: e.memo,
        Line: e.lines.map((l) => ({
          // A JSON number, as QuickBooks takes it: two decimals print exactly (amounts stay far below 2^53 cents).
          Amount: Number(l.debit !== '0.00' ? l.debit : l.credit),
          Description: l.description,
          DetailType: 'JournalEntryLineDetail',
          JournalEntryLineDetail: {
            PostingType: l.debit !== '0.00' ? 'Debit' : 'Credit',
            AccountRef: { value: l.accountExternalId },
          },
        })),
      };
      const requestId = idempotencyKeyOf(s.companyRef, payload);
      const a = await api<{ JournalEntry: { Id: string } }>(
        s,
        'POST',
        `/journalentry?minorversion=${QBO_MINOR_VERSION}&requestid=${requestId}`,
        payload,
      );
      return { externalId: a.JournalEntry.Id };
    },
    async findEntryByReference(s, reference) {
      const safe = reference.replace(/'/g, '');
      const a = await api<{ QueryResponse: { JournalEntry?: { Id: string }[] } }>(
        s,
        'GET',
        query(`select * from JournalEntry where DocNumber = '${safe}'`),
      );
      const found = a.QueryResponse.JournalEntry?.[0];
      return found ? { externalId: found.Id } : null;
    },
  };
}
