/**
 * The Xero adapter: OAuth 2 at `/connect/token` (HTTP Basic client auth), the organisation from
 * `/connections` — the one this authorization connected (its `authEventId` is the access token's
 * `authentication_event_id`), as a user may have connected others before — whose tenant id goes in the
 * `xero-tenant-id` header of every call, accounts and manual journals under `/api.xro/2.0` (a line's amount
 * is positive for a debit, negative for a credit), an `Idempotency-Key` on each create, and
 * `ValidationException` errors. A manual journal has no reference field: ours opens its Narration in
 * brackets ("[I0123…-1] Invoice …"), and an entry is found by `Narration.StartsWith("[ref]")`.
 */
import type { AccountingProvider, ProviderSession, Transport } from './accounting-provider.js';
import { AccountingRefused, answerOf } from './accounting-provider.js';
import { basicAuth, idempotencyKeyOf, tokensOf, type OAuthClient } from './quickbooks-provider.js';

/** Our reference as the Narration's opening, and back. */
export const narrationOf = (reference: string, memo: string) => `[${reference}] ${memo}`;
export const referenceOfNarration = (narration: string) => /^\[([^\]]+)\]/.exec(narration)?.[1] ?? null;

/** The access token's `authentication_event_id` (a JWT claim; read only to pick the connection, never trusted). */
function authEventOf(accessToken: string): string | null {
  try {
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      authentication_event_id?: unknown;
    };
    return typeof claims.authentication_event_id === 'string' ? claims.authentication_event_id : null;
  } catch {
    return null;
  }
}

export const describeXero = (body: unknown): string | null => {
  const b = body as {
    Elements?: { ValidationErrors?: { Message?: string }[] }[];
    Message?: string;
    Detail?: string;
    error?: string;
    error_description?: string;
  } | null;
  return (
    b?.Elements?.[0]?.ValidationErrors?.[0]?.Message ??
    b?.Detail ??
    b?.Message ??
    b?.error_description ??
    b?.error ??
    null
  );
};

export function xeroProvider(client: OAuthClient, send: Transport, now: () => Date): AccountingProvider {
  const name = 'Xero';
  const call = async <T>(
    s: ProviderSession | { accessToken: string },
    method: 'GET' | 'PUT',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ) =>
    answerOf<T>(
      await send({
        method,
        path,
        headers: {
          authorization: `Bearer ${s.accessToken}`,
          accept: 'application/json',
          'content-type': 'application/json',
          ...('companyRef' in s && { 'xero-tenant-id': s.companyRef }),
          ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      }),
      name,
      describeXero,
    );
  const token = async (form: Record<string, string>) =>
    answerOf<{ access_token: string; refresh_token: string; expires_in: number }>(
      await send({
        method: 'POST',
        path: '/connect/token',
        headers: {
          authorization: basicAuth(client),
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form).toString(),
      }),
      name,
      describeXero,
    );

  return {
    key: 'xero',
    authorizeUrl: (state, redirectUri) =>
      `${client.authorizeBase}?${new URLSearchParams({
        response_type: 'code',
        client_id: client.clientId,
        redirect_uri: redirectUri,
        scope: 'openid offline_access accounting.settings accounting.transactions',
        state,
      }).toString()}`,
    async exchangeCode(code, redirectUri) {
      const tokens = tokensOf(
        await token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
        now(),
      );
      const tenants = await call<{ tenantId: string; tenantName: string; tenantType?: string; authEventId?: string }[]>(
        tokens,
        'GET',
        '/connections',
      );
      const orgs = tenants.filter((x) => !x.tenantType || x.tenantType === 'ORGANISATION');
      const event = authEventOf(tokens.accessToken);
      const tenant = orgs.find((x) => event && x.authEventId === event) ?? orgs[orgs.length - 1];
      if (!tenant) throw new AccountingRefused('Xero connected no organisation');
      return { ...tokens, companyRef: tenant.tenantId, companyName: tenant.tenantName };
    },
    async refresh(refreshToken) {
      return tokensOf(await token({ grant_type: 'refresh_token', refresh_token: refreshToken }), now());
    },
    async listAccounts(s) {
      const a = await call<{ Accounts: Record<string, unknown>[] }>(s, 'GET', '/api.xro/2.0/Accounts');
      return a.Accounts.map((x) => ({
        externalId: String(x.AccountID),
        code: typeof x.Code === 'string' && x.Code ? x.Code : null,
        name: String(x.Name),
        type: String(x.Type),
        active: x.Status === 'ACTIVE',
      }));
    },
    async postJournalEntry(s, e) {
      const payload = {
        ManualJournals: [
          {
            Narration: narrationOf(e.reference, e.memo),
            Date: e.date,
            Status: 'POSTED',
            JournalLines: e.lines.map((l) => ({
              AccountID: l.accountExternalId,
              Description: l.description,
              LineAmount: Number(l.debit !== '0.00' ? l.debit : `-${l.credit}`),
            })),
          },
        ],
      };
      const a = await call<{ ManualJournals: { ManualJournalID: string }[] }>(
        s,
        'PUT',
        '/api.xro/2.0/ManualJournals',
        payload,
        idempotencyKeyOf(s.companyRef, payload),
      );
      return { externalId: a.ManualJournals[0]!.ManualJournalID };
    },
    async findEntryByReference(s, reference) {
      const where = encodeURIComponent(
        `Narration.StartsWith("${narrationOf(reference.replace(/["\]]/g, ''), '').trim()}")`,
      );
      const a = await call<{ ManualJournals: { ManualJournalID: string; Narration?: string }[] }>(
        s,
        'GET',
        `/api.xro/2.0/ManualJournals?where=${where}`,
      );
      const found = a.ManualJournals.find(
        (j: { Narration?: string }) => referenceOfNarration(j.Narration ?? '') === reference,
      );
      return found ? { externalId: found.ManualJournalID } : null;
    },
  };
}
