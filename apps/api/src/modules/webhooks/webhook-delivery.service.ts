/**
 * Posting webhook deliveries (decision 0089): each due delivery is claimed (leased, so two workers never
 * post it twice at once), signed per Standard Webhooks and posted through the sender — several at once,
 * a few per endpoint; an outcome is written only while its lease still holds. A 2xx succeeds; a
 * 410 disables the endpoint (it said it is gone); anything else, or no answer, is tried again after
 * RETRY_DELAYS_MS — about three days in all — and then fails.
 */
import type { AppDeps } from '../../deps.js';
import { claimDueDeliveries, insertAttempt, recordAttempt, updateEndpoint } from './webhooks.repository.js';
import type { WebhookSender } from './webhook-sender.js';
import { signWebhook } from './webhook-signature.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** The wait after each failed attempt; its length + 1 is the number of attempts (75 h 35 min in all). */
export const RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  14 * HOUR,
  20 * HOUR,
  24 * HOUR,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a claimed delivery is kept from other workers while its post is under way. */
const LEASE_MS = 2 * MINUTE;
const BATCH = 50;
/** Posts under way at once, in all and to one endpoint: a slow endpoint holds at most its own share. */
const CONCURRENCY = 8;
const PER_ENDPOINT = 2;

type Claimed = Awaited<ReturnType<typeof claimDueDeliveries>>[number];

/** The body an endpoint receives: the event's type, when it happened and its data. */
export function webhookBody(c: Pick<Claimed, 'type' | 'data' | 'created_at'>): string {
  const data = typeof c.data === 'string' ? (JSON.parse(c.data) as Record<string, unknown>) : c.data;
  return JSON.stringify({ type: c.type, timestamp: new Date(c.created_at).toISOString(), data });
}

async function postOne(deps: AppDeps, sender: WebhookSender, c: Claimed): Promise<void> {
  const at = deps.clock.now();
  const timestamp = Math.floor(at.getTime() / 1000);
  const body = webhookBody(c);
  const secret = deps.crypto.decrypt(c.secret_encrypted);
  const started = Date.now();
  const answer = await sender.post({
    url: c.url,
    headers: {
      'webhook-id': c.event_id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(secret, c.event_id, timestamp, body),
    },
    body,
  });
  const durationMs = Date.now() - started;
  const attempts = c.attempts + 1;
  const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const gone = answer.status === 410;
  const exhausted = attempts >= MAX_ATTEMPTS;
  const status = ok ? 'succeeded' : gone || exhausted ? 'failed' : 'pending';
  await deps.db.transaction(async (tx) => {
    // Past the lease another worker may own the delivery now: its outcome, not this one, is recorded.
    const held = await recordAttempt(tx, c.id, c.lease, {
      status,
      attempts,
      at,
      nextAttemptAt: status === 'pending' ? new Date(at.getTime() + RETRY_DELAYS_MS[attempts - 1]!) : null,
      statusCode: answer.status,
      response: answer.body,
    });
    if (!held) return;
    await insertAttempt(tx, {
      deliveryId: c.id,
      attempt: attempts,
      attemptedAt: at,
      statusCode: answer.status,
      response: answer.body,
      durationMs,
    });
    if (gone) {
      await updateEndpoint(tx, c.endpoint_id, { disabledAt: at, disabledReason: 'The endpoint answered 410 Gone' });
    }
  });
}

/**
 * Runs `post` for every claimed delivery, at most CONCURRENCY at once and PER_ENDPOINT per endpoint, so
 * an endpoint that never answers delays only its own deliveries (each post ends at the sender's timeout).
 */
export function postConcurrently(
  claimed: readonly Claimed[],
  post: (c: Claimed) => Promise<void>,
  limits = { total: CONCURRENCY, perEndpoint: PER_ENDPOINT },
): Promise<void> {
  const waiting = [...claimed];
  const perEndpoint = new Map<string, number>();
  let running = 0;
  let failure: unknown = null;
  return new Promise((resolve, reject) => {
    const next = () => {
      if (waiting.length === 0 && running === 0) return failure ? reject(failure as Error) : resolve();
      for (let i = 0; i < waiting.length && running < limits.total;) {
        const c = waiting[i]!;
        const busy = perEndpoint.get(c.endpoint_id) ?? 0;
        if (busy >= limits.perEndpoint) {
          i++;
          continue;
        }
        waiting.splice(i, 1);
        running++;
        perEndpoint.set(c.endpoint_id, busy + 1);
        post(c)
          .catch((err: unknown) => (failure ??= err))
          .finally(() => {
            running--;
            perEndpoint.set(c.endpoint_id, perEndpoint.get(c.endpoint_id)! - 1);
            next();
          });
      }
    };
    next();
  });
}

/** Posts every delivery due now (in batches); answers how many were posted. */
export async function deliverDueWebhooks(deps: AppDeps, sender: WebhookSender): Promise<number> {
  let posted = 0;
  for (;;) {
    const claimed = await claimDueDeliveries(deps.db, deps.clock.now(), BATCH, LEASE_MS);
    await postConcurrently(claimed, (c) => postOne(deps, sender, c));
    posted += claimed.length;
    if (claimed.length < BATCH) return posted;
  }
}

/** Posts one delivery now, when it is pending and its endpoint enabled (a test event, a redelivery). */
export async function deliverNow(deps: AppDeps, sender: WebhookSender, deliveryId: string): Promise<void> {
  const [claimed] = await claimDueDeliveries(deps.db, deps.clock.now(), 1, LEASE_MS, deliveryId);
  if (claimed) await postOne(deps, sender, claimed);
}
