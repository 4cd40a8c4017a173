/**
 * A returned prenote (decision 0067) or a live deposit returned because the account cannot take entries
 * (decision 0078) is told: the worker — the account's last four, the bank's reason and what to do, never
 * the account number — and the employer's payroll staff (the platform's admins, or a self-employer
 * partner's users who see payroll). Sent by the pay stub job's queue (jobs/payroll.ts), off the transaction
 * that recorded the return, whichever found it (the bank's answer or an imported return file). One message
 * set per return (trace number), however many rows share it (an account re-entered); they are all marked
 * once its messages went; a failed send leaves it for the next job, and a resend carries the same
 * Message-ID (kind, trace number, code and recipient), which mail stores collapse into one.
 */
import type { AppDeps } from '../../deps.js';
import { returnReasonText } from '../../lib/ach-returns.js';
import {
  accountReturnsToMail,
  markAccountReturnsMailed,
  payrollStaffCandidates,
  type AccountReturnKind,
} from './deposit-prenotes.repository.js';
import { payrollStaffOf } from './payroll-runs.policy.js';

/** Keyed by the kind, the return's trace number (an account re-entered shares it), its code and the recipient. */
function messageId(deps: AppDeps, kind: AccountReturnKind, trace: string, code: string | null, userKey: string) {
  const host = new URL(deps.config.publicUrl).hostname || 'localhost';
  return `<${kind}-returned-${trace}-${code ?? 'x'}-${userKey}@${host}>`;
}

type AccountReturn = Awaited<ReturnType<typeof accountReturnsToMail>>[number];

/** What each kind of return says, to the worker and to payroll staff. */
const WORDING: Record<
  AccountReturnKind,
  {
    workerSubject: string;
    worker: (r: AccountReturn, reason: string) => string;
    whatToDo: string;
    staffSubject: (r: AccountReturn, masked: string) => string;
    staff: (r: AccountReturn, masked: string, reason: string) => string;
  }
> = {
  prenote: {
    workerSubject: 'Your new bank account could not be verified',
    worker: (r, reason) =>
      `Your bank returned the zero-dollar test deposit (prenote) we sent to your account ending in ${r.accountLast4} (${reason}). ` +
      `We will not deposit pay to that account; until you add one that works, your pay for it comes by check.`,
    whatToDo:
      'check the routing and account numbers with your bank, then add the account again (or another one) on your direct deposit page',
    staffSubject: (r, masked) => `Prenote returned: ${r.workerName}'s account ${masked}`,
    staff: (r, masked, reason) =>
      `The bank returned the prenote to ${r.workerName}'s new deposit account ${masked} (${reason}). ` +
      `No run deposits to it: that share of their pay is paid by check until they add a working account.`,
  },
  deposit: {
    workerSubject: 'Your bank returned your pay deposit',
    worker: (r, reason) =>
      `Your bank returned the pay we deposited to your account ending in ${r.accountLast4} (${reason}). ` +
      `We will not deposit pay to that account again. Your employer's payroll team has been told and will ` +
      `send that pay again; until you add an account that works, your pay for it comes by check.`,
    // Re-entering the same numbers keeps the account closed (decision 0078): only another account helps.
    whatToDo: 'add another account, one your bank says is open, on your direct deposit page',
    staffSubject: (r, masked) => `Deposit returned: ${r.workerName}'s account ${masked}`,
    staff: (r, masked, reason) =>
      `The bank returned a deposit to ${r.workerName}'s account ${masked} (${reason}). ` +
      `No run deposits to it again: that share of their pay is paid by check until they add a working account; ` +
      `the returned paycheck can be sent again from its page (it goes by check).`,
  },
};

/** Tells every return of this kind nobody was told about yet; answers how many messages went. */
async function mailAccountReturns(deps: AppDeps, kind: AccountReturnKind): Promise<{ sent: number }> {
  const returns = await accountReturnsToMail(deps.db, kind);
  const say = WORDING[kind];
  if (returns.length === 0) return { sent: 0 };
  const candidates = await payrollStaffCandidates(deps.db, [
    ...new Set(returns.filter((r) => r.selfEmployer).map((r) => r.partnerId)),
  ]);
  let sent = 0;
  let failure: unknown = null;
  const told: { id: string; traceNumber: string | null }[] = [];
  for (const r of returns) {
    const masked = `•••••${r.accountLast4}`;
    const reason = returnReasonText(r.returnCode);
    const messages = [
      {
        to: r.email,
        subject: say.workerSubject,
        text:
          `Hi ${r.firstName},\n\n${say.worker(r, reason)}\n\n` +
          `What to do: ${say.whatToDo}:\n\n` +
          `${deps.config.publicUrl}/direct_deposit\n`,
        messageId: messageId(deps, kind, r.traceNumber ?? r.id, r.returnCode, 'worker'),
      },
      ...payrollStaffOf(candidates, r).map((u) => ({
        to: u.email,
        subject: say.staffSubject(r, masked),
        text:
          `Hi ${u.firstName},\n\n${say.staff(r, masked, reason)} ` +
          `They were e-mailed what to do.\n\n${deps.config.publicUrl}/payroll_runs\n`,
        messageId: messageId(deps, kind, r.traceNumber ?? r.id, r.returnCode, u.id),
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
  await markAccountReturnsMailed(deps.db, kind, told, deps.clock.now());
  if (failure) throw failure;
  return { sent };
}

export const mailReturnedPrenotes = (deps: AppDeps) => mailAccountReturns(deps, 'prenote');
export const mailReturnedDeposits = (deps: AppDeps) => mailAccountReturns(deps, 'deposit');
