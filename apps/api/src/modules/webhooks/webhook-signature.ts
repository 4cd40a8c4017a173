/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com, decision 0089): a secret is `whsec_`
 * and base64 of random bytes; a message is signed as `v1,` and base64 of HMAC-SHA256, under the secret's
 * bytes, of `<webhook-id>.<webhook-timestamp>.<body>`. The /developers page shows receivers this recipe.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** What a receiver does: any of the space-separated `v1,` signatures matches. */
export function verifyWebhook(secret: string, headers: Record<string, string | undefined>, body: string): boolean {
  const id = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  const signatures = headers['webhook-signature']?.split(' ') ?? [];
  if (!id || !Number.isInteger(timestamp)) return false;
  const expected = Buffer.from(signWebhook(secret, id, timestamp, body));
  return signatures.some((s) => s.length === expected.length && timingSafeEqual(Buffer.from(s), expected));
}
