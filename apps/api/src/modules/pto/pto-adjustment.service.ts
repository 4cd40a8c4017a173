/**
 * A manual balance correction ('adjustment'): by those who may enrol into the rule, for a contractor
 * they see who is enrolled in it (or holds a balance under it). The cap does not apply: it is deliberate.
 */
import type { PtoAdjustment, PtoAdjustmentResult } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { forbidden, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { mayEnrollInRule } from './pto.policy.js';
import { holdsRule } from './pto-enrollments.repository.js';
import { appendLedgerRow, balanceOf } from './pto-ledger.repository.js';
import { visibleRuleOr404 } from './pto-rules.service.js';

export async function adjustBalance(
  deps: AppDeps,
  p: Principal,
  ruleId: string,
  body: PtoAdjustment,
  ip: string,
): Promise<PtoAdjustmentResult> {
  const rule = await visibleRuleOr404(deps.db, p, ruleId);
  if (!mayEnrollInRule(p, rule.row.partnerId)) throw forbidden('Your role may not adjust balances under this rule');
  if (!(await holdsRule(deps.db, p, body.contractor_id, ruleId)))
    throw unprocessable([{ loc: ['body', 'contractor_id'], msg: 'This contractor is not enrolled in this rule' }]);
  return deps.db.transaction(async (tx) => {
    const id = await appendLedgerRow(tx, {
      contractorId: body.contractor_id,
      ptoRuleId: ruleId,
      kind: 'adjustment',
      minutes: body.minutes,
      effectiveDate: body.effective_date,
      note: body.note,
      createdBy: p.userId,
    });
    await auditAs(tx, p, ip, {
      action: 'pto_balance_adjusted',
      entityType: 'pto_rule',
      entityId: ruleId,
      metadata: { accrual_id: id, contractor_id: body.contractor_id, minutes: body.minutes },
    });
    return { id, balance_minutes: await balanceOf(tx, body.contractor_id, ruleId) };
  });
}
