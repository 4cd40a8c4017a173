/**
 * The outbound HTTP of webhooks (decision 0089): one POST, answered by its status and the start of its
 * body, or by why no answer came (status null). Local and sandbox modes may post to this machine (tests
 * and the e2e run a receiver on 127.0.0.1); production posts over https to public hosts only, so an
 * endpoint cannot make the server call into its own network.
 */
import { lookup } from 'node:dns/promises';
import { request, type RequestOptions } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Config } from '../../config.js';
import { isPublicAddress } from './public-address.js';

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

/** Names that never lead anywhere public, refused without asking DNS. */
const PRIVATE_NAME = /(^|\.)(localhost|internal|local|localdomain|home\.arpa)$/i;
const NOT_PUBLIC = 'The URL must name a public host';

/** Why this URL may not be posted to in this mode, or null when it may (before any DNS lookup). */
export function refusedUrl(mode: Config['mode'], url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The URL is not valid';
  }
  if (mode !== 'production') return /^https?:$/.test(parsed.protocol) ? null : 'The URL must use http or https';
  if (parsed.protocol !== 'https:') return 'The URL must use https';
  const host = hostOf(parsed);
  if (isIP(host)) return isPublicAddress(host) ? null : NOT_PUBLIC;
  if (PRIVATE_NAME.test(host) || !host.includes('.')) return NOT_PUBLIC;
  return null;
}

/** The URL's host without IPv6 brackets or a trailing dot. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');

export interface ResolvedAddress {
  address: string;
  family: number;
}
export type ResolveAll = (host: string) => Promise<ResolvedAddress[]>;
const resolveWithDns: ResolveAll = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The one address a production post connects to: the URL's own IP, or the first address its name resolves
 * to now — refused when ANY of them is not public (a name must not mix a public and a private answer).
 */
export async function checkedAddress(
  url: string,
  resolve: ResolveAll = resolveWithDns,
): Promise<ResolvedAddress | { refused: string }> {
  const refused = refusedUrl('production', url);
  if (refused) return { refused };
  const host = hostOf(new URL(url));
  const family = isIP(host);
  if (family) return { address: host, family };
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    return { refused: 'The host name could not be resolved' };
  }
  if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) return { refused: NOT_PUBLIC };
  return addresses[0]!;
}

/** A net lookup that always answers the checked address, so a second DNS answer cannot swap it. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

/** POSTs over https to the pinned address (TLS still checks the certificate against the URL's name). */
function postPinned(url: string, pinned: ResolvedAddress, headers: Record<string, string>, body: string) {
  return new Promise<WebhookAnswer>((resolve) => {
    const options: RequestOptions = { method: 'POST', headers, lookup: pinnedLookup(pinned) };
    const req = request(url, options, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (text.length < RESPONSE_SNIPPET) text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? null, body: text.slice(0, RESPONSE_SNIPPET) }));
      res.on('error', () => resolve({ status: res.statusCode ?? null, body: text.slice(0, RESPONSE_SNIPPET) }));
    });
    const timer = setTimeout(
      () => req.destroy(Object.assign(new Error('timed out'), { name: 'TimeoutError' })),
      TIMEOUT_MS,
    );
    req.on('close', () => clearTimeout(timer));
    req.on('error', (err) => {
      clearTimeout(timer);
      resolve({
        status: null,
        body: `The endpoint ${err.name === 'TimeoutError' ? 'timed out' : 'could not connect'}`,
      });
    });
    req.end(body);
  });
}

const BASE_HEADERS = { 'content-type': 'application/json', 'user-agent': 'staffing-platform-webhooks/1' };

/**
 * The real sender. Production checks the host's addresses at send time and connects to the checked one
 * only; local and sandbox modes post with fetch to any http(s) URL (receivers on this machine).
 */
export function httpWebhookSender(config: Pick<Config, 'mode'>, resolve: ResolveAll = resolveWithDns): WebhookSender {
  return {
    async post({ url, headers, body }) {
      const refused = refusedUrl(config.mode, url);
      if (refused) return { status: null, body: refused };
      if (config.mode === 'production') {
        const target = await checkedAddress(url, resolve);
        if ('refused' in target) return { status: null, body: target.refused };
        return postPinned(url, target, { ...BASE_HEADERS, ...headers }, body);
      }
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { ...BASE_HEADERS, ...headers },
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
