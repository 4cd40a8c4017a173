/**
 * The Checkr adapter (decision 0080): the screening provider of a partner that connected its Checkr
 * account, over HTTP to `config.checkr.apiUrl` (Checkr's API, or the Checkr-shaped sandbox this server
 * hosts outside production). An order is Checkr's candidate (created once, kept for a retry) and a report
 * of the package for the screening type; Basic auth with the partner's access token; each request gives up
 * after `timeoutMs`. Whatever goes wrong on the way — unreachable, timed out, a 5xx, a refusal — is a
 * ProviderError with a message a person can act on, never an error page: the service keeps the order
 * pending and retryable. The access token never leaves this file in a message or a log line.
 */
import { SCREENING_TYPE_LABELS, type ScreeningType } from '@app/domain';
import type { CheckrConfig } from '../../config.js';
import { ProviderError, type ProviderResult, type ScreeningProvider } from './screening-provider.js';

/** Checkr's package for each type it runs (CHECKR_SCREENING_TYPES). */
export const CHECKR_PACKAGES: Partial<Record<ScreeningType, string>> = {
  background_check: 'tasker_standard',
  drug_test: 'drug_screening_5_panel',
};

/** Checkr's reports take days: without a webhook, the job asks again after this long. */
export const CHECKR_POLL_SECONDS = 3600;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} seconds`;

/** One request to Checkr: its status and JSON body; a network failure, timeout or 5xx is a ProviderError. */
async function request(
  cfg: CheckrConfig,
  method: 'GET' | 'POST',
  path: string,
  opts: { token?: string; json?: object; idempotencyKey?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers.authorization = `Basic ${Buffer.from(`${opts.token}:`).toString('base64')}`;
  if (opts.json) headers['content-type'] = 'application/json';
  if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
  let res: Response;
  try {
    res = await fetch(`${cfg.apiUrl}${path}`, {
      method,
      headers,
      ...(opts.json && { body: JSON.stringify(opts.json) }),
      redirect: 'manual',
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new ProviderError(`Checkr did not answer within ${seconds(cfg.timeoutMs)}`);
    throw new ProviderError('Checkr could not be reached');
  }
  let text = '';
  try {
    text = await res.text();
  } catch {
    throw new ProviderError(`Checkr did not answer within ${seconds(cfg.timeoutMs)}`);
  }
  if (res.status >= 500) throw new ProviderError(`Checkr answered HTTP ${res.status} (a fault on its side)`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProviderError(`Checkr answered HTTP ${res.status} with something other than JSON`);
  }
  if (!body || typeof body !== 'object') throw new ProviderError(`Checkr answered HTTP ${res.status} without a body`);
  return { status: res.status, body: body as Record<string, unknown> };
}

/** Checkr's own words for a refusal (its `{error}`), kept short and to one line. */
const refusal = (a: Answer) =>
  String(a.body.error ?? `HTTP ${a.status}`)
    .replace(/\s+/g, ' ')
    .slice(0, 200);

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);

/**
 * What a Checkr report says, as our provider answer: complete with 'clear' or 'consider'; canceled (the
 * screening fails); suspended or disputed (still open, with why); pending (still working).
 */
export function checkrReportAnswer(report: { status?: unknown; result?: unknown }): ProviderResult {
  const status = str(report.status) ?? 'pending';
  if (status === 'complete') {
    if (report.result === 'clear' || report.result === 'consider') return { result: report.result, status };
    return { waiting: 'Checkr completed the report without a result', status };
  }
  if (status === 'canceled') return { error: 'Checkr canceled the report', status };
  if (status === 'suspended')
    return { waiting: 'Checkr suspended the report: it needs more information from the candidate', status };
  if (status === 'dispute') return { waiting: 'The candidate disputes the report with Checkr', status };
  return { waiting: null, status };
}

export function checkrProvider(cfg: CheckrConfig, accessToken: string): ScreeningProvider {
  return {
    name: 'checkr',
    pollSeconds: CHECKR_POLL_SECONDS,
    async order(o, now) {
      const pkg = CHECKR_PACKAGES[o.type];
      if (!pkg) throw new ProviderError(`Checkr does not run ${SCREENING_TYPE_LABELS[o.type].toLowerCase()}s`);
      let candidateRef = o.candidateRef;
      if (!candidateRef) {
        const c = await request(cfg, 'POST', '/v1/candidates', {
          token: accessToken,
          idempotencyKey: `${o.screeningId}:candidate`,
          json: {
            first_name: o.candidate.firstName,
            last_name: o.candidate.lastName,
            email: o.candidate.email,
            custom_id: o.candidate.id,
          },
        });
        if (c.status !== 201 && c.status !== 200)
          throw new ProviderError(`Checkr refused the candidate: ${refusal(c)}`);
        candidateRef = str(c.body.id);
        if (!candidateRef) throw new ProviderError('Checkr answered a candidate without an id');
      }
      let r: Answer;
      try {
        r = await request(cfg, 'POST', '/v1/reports', {
          token: accessToken,
          idempotencyKey: `${o.screeningId}:report`,
          json: { candidate_id: candidateRef, package: pkg },
        });
      } catch (err) {
        throw new ProviderError((err as Error).message, candidateRef);
      }
      if (r.status !== 201 && r.status !== 200)
        throw new ProviderError(`Checkr refused the report: ${refusal(r)}`, candidateRef);
      const ref = str(r.body.id);
      if (!ref) throw new ProviderError('Checkr answered a report without an id', candidateRef);
      return {
        ref,
        candidateRef,
        status: str(r.body.status) ?? 'pending',
        resultDueAt: new Date(now.getTime() + CHECKR_POLL_SECONDS * 1000),
      };
    },
    async result(s) {
      if (!s.providerRef) return null;
      const r = await request(cfg, 'GET', `/v1/reports/${encodeURIComponent(s.providerRef)}`, { token: accessToken });
      if (r.status !== 200) throw new ProviderError(`Checkr did not give the report: ${refusal(r)}`);
      return checkrReportAnswer(r.body);
    },
  };
}

/** Why the code exchange failed: Checkr refused the code (the person starts again), or could not be asked. */
export class CheckrRefused extends Error {}

/**
 * The OAuth step of /integrations/complete/checkr: Checkr's one-time code for the partner's access token
 * and account id. A refused code is CheckrRefused; unreachable, timed out or a 5xx is a ProviderError.
 */
export async function exchangeCheckrCode(cfg: CheckrConfig, code: string) {
  const a = await request(cfg, 'POST', '/oauth/tokens', {
    json: { client_id: cfg.clientId, client_secret: cfg.clientSecret, code },
  });
  if (a.status !== 200) throw new CheckrRefused(`Checkr did not accept the authorization: ${refusal(a)}`);
  const accessToken = str(a.body.access_token);
  const accountId = str(a.body.checkr_account_id);
  if (!accessToken || !accountId) throw new CheckrRefused('Checkr answered without an access token or account');
  return { accessToken, accountId };
}
