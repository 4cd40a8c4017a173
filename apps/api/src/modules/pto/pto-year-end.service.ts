/** A rule's year end run by hand (staff only): the carry-over forfeits the nightly job would post. */
import type { PtoYearEndResult } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { mayActAcrossPartners } from './pto.policy.js';
import { runPtoYearEnd } from './pto-periods.service.js';
import { visibleRuleOr404 } from './pto-rules.service.js';

export async function runRuleYearEnd(
  deps: AppDeps,
  p: Principal,
  ruleId: string,
  year: number,
): Promise<PtoYearEndResult> {
  if (!mayActAcrossPartners(p)) throw forbidden();
  const rule = await visibleRuleOr404(deps.db, p, ruleId);
  const result = await deps.db.transaction((tx) => runPtoYearEnd(tx, { year, ruleId: rule.row.id }, p.userId));
  return { year, ...result };
}
