/**
 * A bank's ACH return file for payout files (decision 0068), read like payroll's (`returnsOfFile`): each
 * return names the original entry's trace number and its reason (R01, R02, R03 …). The payout with that
 * trace is marked returned with the code — never deleted — and the distribution or commission it paid is
 * failed, saying so, to be paid again (a new payout) once the payee has fixed its payout account. Reading
 * the same file twice changes nothing. CPA-005 payouts have no return reader (payroll has none either):
 * a returned Canadian payout is not imported yet.
 */
import { ACH_RETURN_CODES, mayMoveDistribution, type PayoutReturnsResult } from '@app/domain';
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { returnsOfFile } from '../../lib/ach-returns.js';
import type { Principal } from '../../lib/principal.js';
import { lockCommission, updateCommission } from './commission-payouts.repository.js';
import { lockDistribution, updateDistribution } from './distributions.repository.js';
import { mustManageDistributions } from './distributions.policy.js';
import { markPayoutReturned, payoutsByTrace, type PayoutRow } from './payouts.repository.js';

/** Why a returned payout failed its distribution or commission, in words a payee can act on. */
export function returnedReason(code: string) {
  const why = ACH_RETURN_CODES[code as keyof typeof ACH_RETURN_CODES] ?? 'returned by the bank';
  return `The bank returned the payout (${code}: ${why}): fix the payout account on Payout Methods, then pay again`;
}

/** The payout's distribution or commission, if it is still paid by it, failed with the return's reason. */
async function failSubject(tx: Tx, payout: PayoutRow, failureReason: string) {
  if (payout.distributionId) {
    const d = await lockDistribution(tx, payout.distributionId, undefined);
    if (d?.status === 'paid' && mayMoveDistribution(d.status, 'failed')) {
      await updateDistribution(tx, d.id, { status: 'failed', failureReason });
    }
  } else if (payout.commissionId) {
    const c = await lockCommission(tx, payout.commissionId, undefined);
    if (c?.status === 'paid' && mayMoveDistribution(c.status, 'failed')) {
      await updateCommission(tx, c.id, { status: 'failed', failureReason });
    }
  }
}

export async function importPayoutReturns(
  deps: AppDeps,
  p: Principal,
  text: string,
  ip: string,
): Promise<PayoutReturnsResult> {
  mustManageDistributions(p);
  const returns = returnsOfFile(text);
  return deps.db.transaction(async (tx) => {
    const found = await payoutsByTrace(
      tx,
      returns.map((r) => r.traceNumber),
    );
    const byTrace = new Map(found.map((x) => [x.traceNumber, x]));
    const result: PayoutReturnsResult = { returned: [], already_returned: 0, unmatched: [] };
    for (const r of returns) {
      const payout = byTrace.get(r.traceNumber);
      if (!payout) {
        result.unmatched.push(r.traceNumber);
      } else if (payout.status === 'returned') {
        result.already_returned += 1;
      } else {
        await markPayoutReturned(tx, payout.id, r.returnCode, deps.clock.now());
        payout.status = 'returned';
        await failSubject(tx, payout, returnedReason(r.returnCode));
        result.returned.push({
          payout_id: payout.id,
          distribution_id: payout.distributionId,
          commission_id: payout.commissionId,
          trace_number: r.traceNumber,
          return_code: r.returnCode,
        });
      }
    }
    await auditAs(tx, p, ip, {
      action: 'payout_returns_imported',
      entityType: 'payout',
      metadata: {
        returned: result.returned.length,
        already_returned: result.already_returned,
        unmatched: result.unmatched.length,
      },
    });
    return result;
  });
}
