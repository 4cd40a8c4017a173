/**
 * Reminders for unsigned agreements (decision 0069): an agreement sent and not signed is reminded to its
 * signer AGREEMENT_REMINDER_DAYS after it was sent, then as often again after each reminder, at most
 * AGREEMENT_REMINDER_MAX times. Each reminder is claimed by one UPDATE before its e-mail goes (a second job
 * run never sends the same one twice) and given back when the e-mail fails, so the next run sends it; the
 * failure is thrown once the others went. "now" is the app's clock, so tests run it on any day.
 */
import { AGREEMENT_REMINDER_DAYS, AGREEMENT_REMINDER_MAX } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { mailReminder } from './agreement-mail.js';
import { agreementsToRemind, claimReminder, contractorContact, unclaimReminder } from './agreements.repository.js';

const BATCH = 500;

export async function remindUnsignedAgreements(deps: AppDeps): Promise<{ reminded: string[] }> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - AGREEMENT_REMINDER_DAYS * 86_400_000);
  const reminded: string[] = [];
  const failed = new Set<string>();
  let failure: unknown = null;
  for (;;) {
    const due = await agreementsToRemind(deps.db, cutoff, AGREEMENT_REMINDER_MAX, BATCH);
    const before = reminded.length + failed.size;
    for (const { id } of due) {
      if (failed.has(id)) continue;
      const claimed = await claimReminder(deps.db, id, cutoff, AGREEMENT_REMINDER_MAX, now);
      if (!claimed) continue;
      const who = claimed.contractorId ? await contractorContact(deps.db, claimed.contractorId) : undefined;
      if (who) {
        try {
          await mailReminder(
            deps,
            { id, title: claimed.title, email: who.email, firstName: who.firstName },
            claimed.remindersSent,
          );
        } catch (err) {
          // Not sent, so not counted: the next run sends this reminder (the same Message-ID).
          await unclaimReminder(deps.db, claimed, now);
          failed.add(id);
          failure ??= err;
          continue;
        }
      }
      reminded.push(id);
    }
    // A full batch of only given-back reminders would come back again: stop.
    if (due.length < BATCH || reminded.length + failed.size === before) break;
  }
  if (failure) throw failure;
  return { reminded };
}
