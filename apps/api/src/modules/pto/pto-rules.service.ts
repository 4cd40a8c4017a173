/** PTO rules (decision 0023): staff and a partner's payroll roles manage them; a rule with history is archived. */
import type { PtoRuleCreate, PtoRuleUpdate, PtoRuleView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs, auditEdit } from '../../lib/audit.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { mayActAcrossPartners, mayManageRule } from './pto.policy.js';
import { ledgerRowCountOfRule } from './pto-ledger.repository.js';
import {
  deleteRule,
  findVisibleRule,
  insertRule,
  listPtoRuleViews,
  partnerExists,
  toPtoRuleView,
  updateRule,
  type JoinedRule,
  type RuleListFilter,
} from './pto-rules.repository.js';

/** The rule if the caller sees it; a rule outside the caller's scope is not found. */
export async function visibleRuleOr404(db: DbOrTx, p: Principal, id: string): Promise<JoinedRule> {
  const rule = await findVisibleRule(db, p, id);
  if (!rule) throw notFound();
  return rule;
}

export async function listPtoRules(db: DbOrTx, p: Principal, f: RuleListFilter) {
  if (f.partnerId && !mayActAcrossPartners(p))
    throw unprocessable([{ loc: ['querystring', 'partner_id'], msg: 'Only platform staff filter by partner' }]);
  return listPtoRuleViews(db, p, f);
}

export async function getPtoRule(db: DbOrTx, p: Principal, id: string): Promise<PtoRuleView> {
  return toPtoRuleView(db, p, await visibleRuleOr404(db, p, id));
}

/** Staff name the partner (or none: a platform rule); a partner creates rules for itself only. */
async function ownerOf(db: DbOrTx, p: Principal, body: PtoRuleCreate): Promise<string | null> {
  if (mayActAcrossPartners(p)) {
    if (body.partner_id && !(await partnerExists(db, body.partner_id)))
      throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
    return body.partner_id;
  }
  if (body.partner_id && body.partner_id !== p.partnerId)
    throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'A partner creates rules for itself only' }]);
  return p.partnerId;
}

export async function createPtoRule(deps: AppDeps, p: Principal, body: PtoRuleCreate, ip: string) {
  const partnerId = await ownerOf(deps.db, p, body);
  if (!mayManageRule(p, partnerId)) throw forbidden('Your role may not change PTO rules');
  const id = await deps.db.transaction(async (tx) => {
    const ruleId = await insertRule(tx, {
      partnerId,
      name: body.name,
      method: body.method,
      accrualRate: body.method === 'per_hour_worked' ? body.accrual_rate : null,
      minutesPerPeriod: body.method === 'per_period' ? body.minutes_per_period : null,
      balanceCapMinutes: body.balance_cap_minutes,
      carryOverCapMinutes: body.carry_over_cap_minutes,
      active: body.active,
      createdBy: p.userId,
    });
    await auditAs(tx, p, ip, {
      action: 'pto_rule_created',
      entityType: 'pto_rule',
      entityId: ruleId,
      metadata: { partner_id: partnerId, method: body.method },
    });
    return ruleId;
  });
  return getPtoRule(deps.db, p, id);
}

/** The method is fixed: the field of the other method is ignored, the rule's own cannot be cleared. */
export async function updatePtoRule(deps: AppDeps, p: Principal, id: string, changes: PtoRuleUpdate, ip: string) {
  const found = await visibleRuleOr404(deps.db, p, id);
  if (!mayManageRule(p, found.row.partnerId)) throw forbidden('Your role may not change this PTO rule');
  const method = found.row.method;
  if (method === 'per_hour_worked' && changes.accrual_rate === null)
    throw unprocessable([{ loc: ['body', 'accrual_rate'], msg: 'An accrual rate is required per hour worked' }]);
  if (method === 'per_period' && changes.minutes_per_period === null)
    throw unprocessable([{ loc: ['body', 'minutes_per_period'], msg: 'Minutes per period are required' }]);
  await deps.db.transaction(async (tx) => {
    const changed = await updateRule(tx, id, {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.accrual_rate !== undefined && method === 'per_hour_worked' && { accrualRate: changes.accrual_rate }),
      ...(changes.minutes_per_period !== undefined &&
        method === 'per_period' && { minutesPerPeriod: changes.minutes_per_period }),
      ...(changes.balance_cap_minutes !== undefined && { balanceCapMinutes: changes.balance_cap_minutes }),
      ...(changes.carry_over_cap_minutes !== undefined && { carryOverCapMinutes: changes.carry_over_cap_minutes }),
      ...(changes.active !== undefined && { active: changes.active }),
    });
    if (changed) await auditEdit(tx, p, 'pto_rule', id, changes, ip);
  });
  return getPtoRule(deps.db, p, id);
}

/** A rule with ledger rows is history: archive it (active false) instead. */
export async function deletePtoRule(deps: AppDeps, p: Principal, id: string, ip: string) {
  const found = await visibleRuleOr404(deps.db, p, id);
  if (!mayManageRule(p, found.row.partnerId)) throw forbidden('Your role may not delete this PTO rule');
  await deps.db.transaction(async (tx) => {
    if ((await ledgerRowCountOfRule(tx, id)) > 0)
      throw conflict('This rule has PTO ledger entries; deactivate it instead');
    await deleteRule(tx, id);
    await auditAs(tx, p, ip, {
      action: 'pto_rule_deleted',
      entityType: 'pto_rule',
      entityId: id,
      metadata: { name: found.row.name },
    });
  });
}
