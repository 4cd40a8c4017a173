/**
 * The Xero-shaped adapter: OAuth 2 at `/connect/token` (HTTP Basic client auth), the organisation from
 * `/connections` (its tenant id goes in the `xero-tenant-id` header of every call), accounts and manual
 * journals under `/api.xro/2.0` (a line's amount is positive for a debit, negative for a credit), and
 * `ValidationException` errors.
 */
import type { AccountingProvider, ProviderSession, Transport } from './accounting-provider.js';
import { AccountingRefused, answerOf } from './accounting-provider.js';
import { basicAuth, tokensOf, type OAuthClient } from './quickbooks-provider.js';

const describeXero = (body: unknown): string | null => {
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
        headers: { authorization: basicAuth(client), 'content-type': 'application/x-www-form-urlencoded' },
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
      const tenants = await call<{ tenantId: string; tenantName: string }[]>(tokens, 'GET', '/connections');
      const tenant = tenants[0];
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
      const a = await call<{ ManualJournals: { ManualJournalID: string }[] }>(s, 'PUT', '/api.xro/2.0/ManualJournals', {
        ManualJournals: [
          {
            Reference: e.reference,
            Narration: e.memo,
            Date: e.date,
            Status: 'POSTED',
            JournalLines: e.lines.map((l) => ({
              AccountID: l.accountExternalId,
              Description: l.description,
              LineAmount: Number(l.debit !== '0.00' ? l.debit : `-${l.credit}`),
            })),
          },
        ],
      });
      return { externalId: a.ManualJournals[0]!.ManualJournalID };
    },
    async findEntryByReference(s, reference) {
      const where = encodeURIComponent(`Reference=="${reference.replace(/"/g, '')}"`);
      const a = await call<{ ManualJournals: { ManualJournalID: string }[] }>(
        s,
        'GET',
        `/api.xro/2.0/ManualJournals?where=${where}`,
      );
      const found = a.ManualJournals[0];
      return found ? { externalId: found.ManualJournalID } : null;
    },
  };
}
