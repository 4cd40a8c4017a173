/** PTO rules, read through the caller's scope (a rule outside it is not found), and their writes. */
import { and, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { PtoAccrualMethod, PtoRuleView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { contractors, partners, ptoAccruals, ptoEnrollments, ptoRules } from '../../db/schema/index.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { keysetOf } from '../../lib/keyset.js';
import { containsPattern, updateWhere } from '../../lib/sql.js';
import type { Principal } from '../../lib/principal.js';
import { mayEnrollInRule, mayManageRule } from './pto.policy.js';
import { contractorRowScope, ruleScope } from './pto-scope.js';

export type RuleRow = typeof ptoRules.$inferSelect;
type NewRule = typeof ptoRules.$inferInsert;
type RuleChanges = Partial<Omit<NewRule, 'id' | 'partnerId' | 'method' | 'createdAt' | 'createdBy'>>;
export interface JoinedRule {
  row: RuleRow;
  partnerName: string | null;
}
interface Totals {
  enrolled: number;
  balance: number;
}

const selectRules = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ row: ptoRules, partnerName: partners.name, ...extra })
    .from(ptoRules)
    .leftJoin(partners, eq(partners.id, ptoRules.partnerId));

/** Enrolled counts and summed balances of the caller's contractors, per rule. */
async function totalsOf(db: DbOrTx, p: Principal, ruleIds: string[]) {
  const out = new Map<string, Totals>();
  if (ruleIds.length === 0) return out;
  for (const id of ruleIds) out.set(id, { enrolled: 0, balance: 0 });
  const enrolled = await db
    .select({ ruleId: ptoEnrollments.ptoRuleId, n: count() })
    .from(ptoEnrollments)
    .innerJoin(contractors, eq(contractors.id, ptoEnrollments.contractorId))
    .where(and(inArray(ptoEnrollments.ptoRuleId, ruleIds), contractorRowScope(p, db)))
    .groupBy(ptoEnrollments.ptoRuleId);
  for (const e of enrolled) out.get(e.ruleId)!.enrolled = e.n;
  const balances = await db
    .select({ ruleId: ptoAccruals.ptoRuleId, total: sql<string>`coalesce(sum(${ptoAccruals.minutes}), 0)` })
    .from(ptoAccruals)
    .innerJoin(contractors, eq(contractors.id, ptoAccruals.contractorId))
    .where(and(inArray(ptoAccruals.ptoRuleId, ruleIds), contractorRowScope(p, db)))
    .groupBy(ptoAccruals.ptoRuleId);
  for (const b of balances) out.get(b.ruleId)!.balance = Number(b.total);
  return out;
}

function toView(p: Principal, { row, partnerName }: JoinedRule, totals: Totals | undefined): PtoRuleView {
  return {
    id: row.id,
    name: row.name,
    method: row.method,
    accrual_rate: row.accrualRate,
    minutes_per_period: row.minutesPerPeriod,
    balance_cap_minutes: row.balanceCapMinutes,
    carry_over_cap_minutes: row.carryOverCapMinutes,
    active: row.active,
    partner: row.partnerId ? { id: row.partnerId, name: partnerName ?? '' } : null,
    enrolled_count: totals?.enrolled ?? 0,
    balance_minutes: totals?.balance ?? 0,
    can_edit: mayManageRule(p, row.partnerId),
    can_enroll: row.active && mayEnrollInRule(p, row.partnerId),
    created_at: row.createdAt.toISOString(),
  };
}

/** The rule as the caller sees it, with its totals over the caller's contractors. */
export async function toPtoRuleView(db: DbOrTx, p: Principal, rule: JoinedRule): Promise<PtoRuleView> {
  return toView(p, rule, (await totalsOf(db, p, [rule.row.id])).get(rule.row.id));
}

export interface RuleListFilter extends ListRequest {
  search?: string | undefined;
  partnerId?: string | undefined;
  method?: PtoAccrualMethod | undefined;
  active?: boolean | undefined;
}

const SORTS = { name: ptoRules.name, created_at: ptoRules.createdAt } as const;

export async function listPtoRuleViews(db: DbOrTx, p: Principal, f: RuleListFilter) {
  const where = and(
    ruleScope(p),
    f.search ? ilike(ptoRules.name, containsPattern(f.search)) : undefined,
    f.partnerId ? eq(ptoRules.partnerId, f.partnerId) : undefined,
    f.method ? eq(ptoRules.method, f.method) : undefined,
    f.active !== undefined ? eq(ptoRules.active, f.active) : undefined,
  );
  const page = await keysetList(db, {
    select: (listKey) => selectRules(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, ptoRules, where),
    keyset: keysetOf(SORTS, f.sort, 'name', [ptoRules.id]),
    request: f,
    view: (r): JoinedRule => r,
  });
  const totals = await totalsOf(
    db,
    p,
    page.rows.map((r) => r.row.id),
  );
  return { ...page, rows: page.rows.map((r) => toView(p, r, totals.get(r.row.id))) };
}

export async function findVisibleRule(db: DbOrTx, p: Principal, id: string): Promise<JoinedRule | undefined> {
  const [row] = await selectRules(db)
    .where(and(eq(ptoRules.id, id), ruleScope(p)))
    .limit(1);
  return row;
}

export { partnerExists } from '../../lib/partners.js';

/** Whether the partner employs its own workers (its pay calendar then applies, not the platform's). */
export async function isSelfEmployer(db: DbOrTx, partnerId: string): Promise<boolean> {
  const [row] = await db
    .select({ selfEmployer: partners.selfEmployer })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return row?.selfEmployer ?? false;
}

export async function insertRule(tx: DbOrTx, values: NewRule): Promise<string> {
  const [row] = await tx.insert(ptoRules).values(values).returning({ id: ptoRules.id });
  return row!.id;
}

/** False when `changes` sets nothing (no UPDATE is sent). */
export const updateRule = (tx: DbOrTx, id: string, changes: RuleChanges) =>
  updateWhere(tx, ptoRules, changes, eq(ptoRules.id, id));

/** Deletes the rule with its enrollments (only a rule without ledger rows is deleted). */
export async function deleteRule(tx: DbOrTx, id: string) {
  await tx.delete(ptoEnrollments).where(eq(ptoEnrollments.ptoRuleId, id));
  await tx.delete(ptoRules).where(eq(ptoRules.id, id));
}

/** Active rules of one method (the calendar runs). */
export function activeRulesOf(db: DbOrTx, method: PtoAccrualMethod) {
  return db
    .select({ id: ptoRules.id, partnerId: ptoRules.partnerId })
    .from(ptoRules)
    .where(and(eq(ptoRules.method, method), eq(ptoRules.active, true)));
}

/** Rules with a carry-over cap (or just `ruleId`, if it has one): the year end's. */
export function carryOverRules(db: DbOrTx, ruleId?: string) {
  return db
    .select({ id: ptoRules.id, carryOverCap: ptoRules.carryOverCapMinutes })
    .from(ptoRules)
    .where(and(sql`${ptoRules.carryOverCapMinutes} is not null`, ruleId ? eq(ptoRules.id, ruleId) : undefined));
}
