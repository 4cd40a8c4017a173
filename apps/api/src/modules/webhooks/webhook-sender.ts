/**
 * The outbound HTTP of webhooks (decision 0089): one POST, answered by its status and the start of its
 * body, or by why no answer came (status null). Local and sandbox modes may post to this machine (tests
 * and the e2e run a receiver on 127.0.0.1); production posts over https to public hosts only, so an
 * endpoint cannot make the server call into its own network.
 */
import type { Config } from '../../config.js';

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
}
export interface WebhookAnswer {
  status: number | null;
  /** At most RESPONSE_SNIPPET characters of the answer's body, or the error that stopped the call. */
  body: string;
}
export interface WebhookSender {
  post(request: WebhookPost): Promise<WebhookAnswer>;
}

export const RESPONSE_SNIPPET = 500;
const TIMEOUT_MS = 10_000;

const PRIVATE_HOST =
  /^(localhost|.*\.localhost|127\.|10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.|0\.|\[?::1\]?$|\[?f[cd][0-9a-f]{2}:|\[?fe80:)/i;

/** Why this URL may not be posted to in this mode, or null when it may. */
export function refusedUrl(mode: Config['mode'], url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The URL is not valid';
  }
  if (mode !== 'production') return /^https?:$/.test(parsed.protocol) ? null : 'The URL must use http or https';
  if (parsed.protocol !== 'https:') return 'The URL must use https';
  const host = parsed.hostname;
  if (PRIVATE_HOST.test(host)) return 'The URL must name a public host';
  return null;
}

export function httpWebhookSender(config: Pick<Config, 'mode'>): WebhookSender {
  return {
    async post({ url, headers, body }) {
      const refused = refusedUrl(config.mode, url);
      if (refused) return { status: null, body: refused };
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'staffing-platform-webhooks/1', ...headers },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const text = await res.text().catch(() => '');
        return { status: res.status, body: text.slice(0, RESPONSE_SNIPPET) };
      } catch (err) {
        const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'could not connect';
        return { status: null, body: `The endpoint ${reason}` };
      }
    },
  };
}
