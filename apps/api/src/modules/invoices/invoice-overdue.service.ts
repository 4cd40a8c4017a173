/**
 * The overdue notice (issue 15, decision 0081): once a day (jobs/invoice-overdue.ts), each finalized
 * invoice still owed past its due date is announced once — in-app to the client's users and the partner's
 * staff who see bills (one statement for all of them, in one transaction) — then e-mailed to those of them
 * who did not switch the e-mail of overdue invoices off. The notice stands whatever the mail does: a failed
 * delivery is in the service log, and the Message-ID is keyed by the invoice and the person.
 */
import { formatCurrency } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { emailOptOuts } from '../../lib/events.js';
import type { Mail } from '../../lib/mailer.js';
import { announceOverdueInvoices, overdueRecipients } from './invoice-overdue.repository.js';

export async function notifyOverdueInvoices(
  deps: AppDeps,
  today = deps.clock.now().toISOString().slice(0, 10),
): Promise<{ invoices: number; mails: number }> {
  const announced = await deps.db.transaction((tx) => announceOverdueInvoices(tx, today));
  if (announced.length === 0) return { invoices: 0, mails: 0 };
  const people = await overdueRecipients(deps.db, announced);
  const optedOut = await emailOptOuts(
    deps.db,
    'invoice_overdue',
    people.map((r) => r.email),
  );
  const host = new URL(deps.config.publicUrl).hostname || 'localhost';
  const mails = people
    .filter((r) => !optedOut.has(r.email.toLowerCase()))
    .map((r): Mail => {
      const owed = `${r.currency.toUpperCase()} ${formatCurrency(r.owed, '')}`;
      return {
        to: r.email,
        subject: `Invoice ${r.number} is overdue`,
        text: [
          `Hello ${r.firstName},`,
          '',
          `Invoice ${r.number} (${r.clientName}) is overdue: ${owed} was due ${r.dueDate}.`,
          '',
          `See it here: ${deps.config.publicUrl}/invoices/${r.invoiceId}`,
          '',
        ].join('\n'),
        messageId: `<invoice-overdue-${r.invoiceId}-${r.userId}@${host}>`,
      };
    });
  const sent = await Promise.allSettled(mails.map((m) => deps.mailer.send(m)));
  return { invoices: announced.length, mails: sent.filter((s) => s.status === 'fulfilled').length };
}
