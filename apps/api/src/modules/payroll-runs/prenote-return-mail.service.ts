/**
 * A returned prenote is told (issue 13, decision 0067): the worker — the account's last four, the bank's
 * reason and what to do, never the account number — and the employer's payroll staff (the platform's admins,
 * or a self-employer partner's users who see payroll). Sent by the pay stub job's queue (jobs/payroll.ts),
 * off the transaction that failed the prenote, whichever found it (the bank's answer or an imported return
 * file). One message set per prenote (trace number), however many rows share it (an account re-entered);
 * they are all marked once its messages went; a failed send leaves it for the next job, and a resend
 * carries the same Message-ID (trace number, code and recipient), which mail stores collapse into one.
 */
import { ACH_RETURN_CODES } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import {
  markPrenoteReturnsMailed,
  payrollStaffCandidates,
  prenoteReturnsToMail,
} from './deposit-prenotes.repository.js';
import { payrollStaffOf } from './payroll-runs.policy.js';

const reasonOf = (code: string | null) =>
  code ? `${code}: ${(ACH_RETURN_CODES as Record<string, string>)[code] ?? 'returned by the bank'}` : 'returned';

/** Keyed by the prenote's trace number (an account re-entered shares it), its code and the recipient. */
function messageId(deps: AppDeps, prenote: string, code: string | null, userKey: string) {
  const host = new URL(deps.config.publicUrl).hostname || 'localhost';
  return `<prenote-returned-${prenote}-${code ?? 'x'}-${userKey}@${host}>`;
}

export async function mailReturnedPrenotes(deps: AppDeps): Promise<{ sent: number }> {
  const returns = await prenoteReturnsToMail(deps.db);
  if (returns.length === 0) return { sent: 0 };
  const candidates = await payrollStaffCandidates(deps.db, [
    ...new Set(returns.filter((r) => r.selfEmployer).map((r) => r.partnerId)),
  ]);
  let sent = 0;
  let failure: unknown = null;
  const told: { id: string; traceNumber: string | null }[] = [];
  for (const r of returns) {
    const masked = `•••••${r.accountLast4}`;
    const reason = reasonOf(r.returnCode);
    const messages = [
      {
        to: r.email,
        subject: 'Your new bank account could not be verified',
        text:
          `Hi ${r.firstName},\n\n` +
          `Your bank returned the zero-dollar test deposit (prenote) we sent to your account ending in ${r.accountLast4} (${reason}). ` +
          `We will not deposit pay to that account; until you add one that works, your pay for it comes by check.\n\n` +
          `What to do: check the routing and account numbers with your bank, then add the account again (or another one) on your direct deposit page:\n\n` +
          `${deps.config.publicUrl}/direct_deposit\n`,
        messageId: messageId(deps, r.traceNumber ?? r.id, r.returnCode, 'worker'),
      },
      ...payrollStaffOf(candidates, r).map((u) => ({
        to: u.email,
        subject: `Prenote returned: ${r.workerName}'s account ${masked}`,
        text:
          `Hi ${u.firstName},\n\n` +
          `The bank returned the prenote to ${r.workerName}'s new deposit account ${masked} (${reason}). ` +
          `No run deposits to it: that share of their pay is paid by check until they add a working account. ` +
          `They were e-mailed what to do.\n\n${deps.config.publicUrl}/payroll_runs\n`,
        messageId: messageId(deps, r.traceNumber ?? r.id, r.returnCode, u.id),
      })),
    ];
    const results = await Promise.allSettled(messages.map((m) => deps.mailer.send(m)));
    const failed = results.find((x) => x.status === 'rejected');
    if (failed) failure ??= failed.reason;
    else {
      told.push(r);
      sent += messages.length;
    }
  }
  await markPrenoteReturnsMailed(deps.db, told, deps.clock.now());
  if (failure) throw failure;
  return { sent };
}
