/**
 * The notice of a funding debit returned after the workers were paid (decision 0113): the platform's admins
 * and the partner's users who see payroll are told what is owed, that the partner's next self-funded run
 * waits until it is collected, and — to those who can — where to collect it. A collection the bank returns
 * later re-opens the notice (the import clears its mark), so it is sent again. Sent by the pay stub job's
 * queue (jobs/payroll.ts), off the transaction that recorded the return; a debit is marked once its messages
 * went, a failed send is left for the next job, and a resend carries the same Message-ID (debit, its last
 * change, recipient).
 */
import type { AppDeps } from '../../deps.js';
import { returnReasonText } from '../../lib/ach-returns.js';
import { payrollStaffCandidates } from './deposit-prenotes.repository.js';
import { markDebitsMailed, owedDebitsToMail } from './payroll-funding.repository.js';
import { fundingReturnRecipients } from './payroll-runs.policy.js';

export async function mailOwedFundingDebits(deps: AppDeps): Promise<{ sent: number }> {
  const owed = await owedDebitsToMail(deps.db);
  if (owed.length === 0) return { sent: 0 };
  const candidates = await payrollStaffCandidates(deps.db, [...new Set(owed.map((o) => o.debit.partnerId))]);
  const host = new URL(deps.config.publicUrl).hostname || 'localhost';
  let sent = 0;
  let failure: unknown = null;
  const told: string[] = [];
  for (const { debit, payDate, partnerName, selfEmployer } of owed) {
    const recipients = fundingReturnRecipients(candidates, { id: debit.partnerId, selfEmployer });
    const amount = `${debit.currency} ${debit.amount}`;
    const page = `${deps.config.publicUrl}/payroll_runs/${debit.payrollRunId}`;
    const results = await Promise.allSettled(
      recipients.map(({ user: u, collects }) =>
        deps.mailer.send({
          to: u.email,
          subject: `Payroll funding debit returned: ${amount} owed by ${partnerName}`,
          text:
            `Hi ${u.firstName},\n\n` +
            `The bank returned the ${amount} funding debit of ${partnerName}'s payroll run paid on ${payDate} ` +
            `(${returnReasonText(debit.returnCode)}), after the workers were paid. ${amount} is owed.\n\n` +
            `Until it is collected again, or recorded as settled, no other self-funded payroll run of ` +
            `${partnerName} can be approved. ` +
            (collects
              ? `Make sure the payroll bank account has the funds, then collect it on the run's page:\n\n${page}\n`
              : `Make sure the payroll bank account has the funds: the platform's payroll team collects it ` +
                `again from it. The run's page shows where it stands:\n\n${page}\n`),
          messageId: `<funding-debit-returned-${debit.id}-${debit.updatedAt.getTime()}-${u.id}@${host}>`,
        }),
      ),
    );
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) failure ??= failed.reason;
    else {
      told.push(debit.id);
      sent += recipients.length;
    }
  }
  await markDebitsMailed(deps.db, told, deps.clock.now());
  if (failure) throw failure;
  return { sent };
}
