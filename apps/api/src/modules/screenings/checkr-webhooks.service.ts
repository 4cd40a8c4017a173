/**
 * Checkr's webhooks (decision 0080). Only a body signed with the webhook secret is read: X-Checkr-Signature
 * is the hex HMAC-SHA256 of the raw body, compared in constant time; a missing or wrong one is a 401 and
 * nothing is written. Each event is taken once by its id — a replay answers 200 and changes nothing. A
 * report event moves the screening whose reference it names, only when it comes from the account the
 * screening's partner connected; everything happens in one transaction with the event's record.
 */
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { safeEqual } from '../../lib/crypto.js';
import { checkrSignature } from './checkr-sandbox.js';
import { connectedAccountOf } from './checkr.service.js';
import { claimEvent, settleEvent } from './checkr.repository.js';
import { findScreeningByRef } from './screenings.repository.js';
import { applyCheckrReport } from './screenings.service.js';

/** The report events that move a screening; others are recorded and ignored. */
const REPORT_EVENTS = new Set([
  'report.completed',
  'report.suspended',
  'report.resumed',
  'report.disputed',
  'report.canceled',
]);

const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  account_id: z.string().max(200).nullish(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** True when `signature` is the body's HMAC under the secret (hex, any case), compared in constant time. */
export function validCheckrSignature(secret: string, raw: string, signature: string | undefined): boolean {
  if (!signature) return false;
  return safeEqual(signature.trim().toLowerCase(), checkrSignature(secret, raw));
}

export async function receiveCheckrWebhook(deps: AppDeps, raw: string, signature: string | undefined) {
  const cfg = deps.config.checkr;
  if (!cfg || !validCheckrSignature(cfg.webhookSecret, raw, signature))
    throw unauthorized("The webhook's signature is not valid");
  let event: z.infer<typeof eventSchema>;
  try {
    event = eventSchema.parse(JSON.parse(raw));
  } catch {
    throw badRequest('Not a Checkr event');
  }
  const report = event.data.object;
  const reportId = event.type.startsWith('report.') && typeof report.id === 'string' ? report.id : null;
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const claimed = await claimEvent(tx, {
      eventId: event.id,
      type: event.type,
      accountId: event.account_id ?? null,
      reportId,
      at: now,
    });
    if (!claimed) return { received: true, duplicate: true, outcome: 'duplicate' };
    const settle = async (outcome: string, screeningId: string | null = null) => {
      await settleEvent(tx, event.id, outcome, screeningId);
      return { received: true, duplicate: false, outcome };
    };
    if (!reportId || !REPORT_EVENTS.has(event.type)) return settle('ignored');
    const row = await findScreeningByRef(tx, 'checkr', reportId);
    if (!row) return settle('unknown_report');
    // Another account's event (another partner's Checkr) never moves this partner's screening.
    const account = await connectedAccountOf(tx, row.s.partnerId);
    if (!account || account !== event.account_id) return settle('other_account');
    return settle(await applyCheckrReport(tx, row, report, now), row.s.id);
  });
}
