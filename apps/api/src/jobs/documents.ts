/**
 * The daily document expiry reminders (decision 0070): every morning, the owner's staff are e-mailed the
 * documents expiring within 30 days they have not been told of. Each document is told once, so a missed
 * morning is caught up by the next.
 */
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../deps.js';
import { remindExpiringDocuments } from '../modules/documents/documents-expiry.service.js';

export const DOCUMENT_EXPIRY_QUEUE = 'documents-expiry';
export const DOCUMENT_EXPIRY_CRON = '15 6 * * *';

export const runDocumentExpiry = (deps: AppDeps, today?: string) => remindExpiringDocuments(deps, today);

export async function scheduleDocuments(boss: PgBoss, deps: AppDeps): Promise<void> {
  // One run at a time: two at once could both mail someone before either records it.
  await boss.createQueue(DOCUMENT_EXPIRY_QUEUE, { name: DOCUMENT_EXPIRY_QUEUE, policy: 'singleton' });
  await boss.schedule(DOCUMENT_EXPIRY_QUEUE, DOCUMENT_EXPIRY_CRON);
  await boss.work(DOCUMENT_EXPIRY_QUEUE, async () => {
    await runDocumentExpiry(deps);
  });
}
