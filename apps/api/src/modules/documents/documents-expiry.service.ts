/**
 * Expiry reminders (decision 0070): once a day, the documents expiring within DOCUMENT_EXPIRY_WARNING_DAYS
 * that nobody was told about are listed to their owner's staff — a partner's users (not time_sheet_only)
 * for its workers', clients' and own documents, the platform admins for the platform's (credentialing
 * documents, and employer documents of no partner) — one e-mail per person, with the list page, never a
 * file. Each person's e-mail is recorded per document and expiry date once it went (expiry_reminders_sent),
 * and a person already told is not mailed that document again; a document is marked once every e-mail
 * naming it went. A failed send leaves it for the next run, which mails only those not yet told (the
 * Message-ID is keyed by the documents, their expiry dates and the recipient, not the day, so a resend
 * after a crash collapses into one message); the failure is thrown at the end.
 */
import { DOCUMENT_EXPIRY_WARNING_DAYS, DOCUMENT_PATHS, daysUntil, type DocumentKind } from '@app/domain';
import { addDays } from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import { activePartnerUsers, recordRemindersSent, reminderKey, remindersSent } from '../../lib/expiry-reminders.js';
import { emailOptOuts, emitEvent } from '../../lib/events.js';
import { receivesDocumentReminders } from './documents.policy.js';
import { documentsDueReminder, markReminded, platformAdmins } from './documents-expiry.repository.js';

type Due = Awaited<ReturnType<typeof documentsDueReminder>>[number];
interface Recipient {
  id: string;
  email: string;
  firstName: string;
  docs: Due[];
}

/** Whose staff hear of a document: the platform's (null) or its partner's. */
const keeperOf = (d: Due) => (d.kind === 'platform' ? null : d.partnerId);

function mailText(deps: AppDeps, r: Recipient, today: string) {
  const lines = r.docs.map((d) => {
    const days = daysUntil(today, d.expiresOn);
    const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
    return `- ${d.name}${d.ownerName ? ` (${d.ownerName})` : ''}: expires ${d.expiresOn}, ${when}`;
  });
  const pages = [...new Set(r.docs.map((d) => d.kind as DocumentKind))].map(
    (k) => `${deps.config.publicUrl}${DOCUMENT_PATHS[k]}?expiry=expiring_soon`,
  );
  return [
    `Hello ${r.firstName},`,
    '',
    `${r.docs.length === 1 ? 'This document expires' : 'These documents expire'} within ${DOCUMENT_EXPIRY_WARNING_DAYS} days:`,
    '',
    ...lines,
    '',
    'Upload the renewed documents here:',
    ...pages,
    '',
  ].join('\n');
}

export async function remindExpiringDocuments(
  deps: AppDeps,
  today = deps.clock.now().toISOString().slice(0, 10),
): Promise<{ documents: number; mails: number }> {
  const due = await documentsDueReminder(deps.db, today, addDays(today, DOCUMENT_EXPIRY_WARNING_DAYS));
  if (due.length === 0) return { documents: 0, mails: 0 };
  const partnerIds = [...new Set(due.map(keeperOf).filter((id): id is string => id !== null))];
  const staff = (await activePartnerUsers(deps.db, partnerIds)).filter((u) => receivesDocumentReminders(u.role));
  const admins = due.some((d) => keeperOf(d) === null) ? await platformAdmins(deps.db) : [];
  const recipients = new Map<string, Recipient>();
  for (const d of due) {
    const keeper = keeperOf(d);
    for (const u of keeper === null ? admins : staff.filter((s) => s.partnerId === keeper)) {
      const r = recipients.get(u.id) ?? { id: u.id, email: u.email, firstName: u.firstName, docs: [] };
      r.docs.push(d);
      recipients.set(u.id, r);
    }
  }
  // E-mail follows each recipient's preference (decision 0072); the in-app notice is written below.
  const optedOut = await emailOptOuts(
    deps.db,
    'document_expiring',
    [...recipients.values()].map((r) => r.email),
  );
  const host = new URL(deps.config.publicUrl).hostname || 'localhost';
  const unsent = new Set<string>();
  let failure: unknown = null;
  let mails = 0;
  // Who was told already (a run that failed for someone else): they are not mailed these again.
  const told = await remindersSent(
    deps.db,
    'document',
    due.map((d) => d.id),
  );
  for (const r of recipients.values()) {
    if (optedOut.has(r.email.toLowerCase())) continue;
    const docs = r.docs.filter((d) => !told.has(`${d.id}|${r.id}|${d.expiresOn}`));
    if (docs.length === 0) continue;
    try {
      await deps.mailer.send({
        to: r.email,
        subject:
          docs.length === 1 ? `Document expiring soon: ${docs[0]!.name}` : `${docs.length} documents expiring soon`,
        text: mailText(deps, { ...r, docs }, today),
        // Keyed by what it names and to whom, not the day: a resend of the same reminder collapses into one.
        messageId: `<document-expiry-${reminderKey(docs)}-${r.id}@${host}>`,
      });
      mails += 1;
    } catch (err) {
      failure ??= err;
      for (const d of docs) unsent.add(d.id);
      continue;
    }
    await recordRemindersSent(deps.db, 'document', r.id, docs, deps.clock.now());
  }
  const marked = await markReminded(
    deps.db,
    due.map((d) => d.id).filter((id) => !unsent.has(id)),
    deps.clock.now(),
  );
  const reminded = due.filter((d) => !unsent.has(d.id));
  if (reminded.length > 0) {
    await deps.db.transaction(async (tx) => {
      for (const d of reminded) {
        const to = [...recipients.values()].filter((r) => r.docs.includes(d)).map((r) => r.id);
        await emitEvent(tx, {
          type: 'document_expiring',
          partnerId: keeperOf(d),
          subject: { type: 'document', id: d.id },
          title: `Document expiring soon: ${d.name}${d.ownerName ? ` (${d.ownerName})` : ''}`,
          body: `Expires ${d.expiresOn}`,
          link: `${DOCUMENT_PATHS[d.kind as DocumentKind]}?expiry=expiring_soon`,
          to: { userIds: to },
        });
      }
    });
  }
  if (failure) throw failure;
  return { documents: marked, mails };
}
