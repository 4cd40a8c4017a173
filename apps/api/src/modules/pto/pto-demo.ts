/**
 * For the demo seed: one PTO rule (1 h per 30 h worked, 80 h cap, 40 h carried over), the given
 * contractors enrolled, and an opening balance per contractor as an 'adjustment' row. Entries the seed
 * approves afterwards accrue when it passes their ids to `syncPtoAccruals`.
 */
import type { DbOrTx } from '../../db/client.js';
import { ptoAccruals, ptoEnrollments, ptoRules } from '../../db/schema/index.js';

export interface PtoDemoOptions {
  /** Null: a platform rule. */
  partnerId: string | null;
  contractorIds: string[];
  /** Enrollment start and the opening balance's date (YYYY-MM-DD). */
  startDate: string;
  /** Opening balance per contractor (default 16 h). */
  openingMinutes?: number;
  name?: string;
}

export async function seedPtoDemo(db: DbOrTx, opts: PtoDemoOptions): Promise<{ ruleId: string }> {
  const [rule] = await db
    .insert(ptoRules)
    .values({
      partnerId: opts.partnerId,
      name: opts.name ?? 'Standard PTO',
      method: 'per_hour_worked',
      accrualRate: '0.033333',
      balanceCapMinutes: 80 * 60,
      carryOverCapMinutes: 40 * 60,
    })
    .returning({ id: ptoRules.id });
  const ruleId = rule!.id;
  if (opts.contractorIds.length === 0) return { ruleId };
  await db
    .insert(ptoEnrollments)
    .values(opts.contractorIds.map((contractorId) => ({ ptoRuleId: ruleId, contractorId, startDate: opts.startDate })));
  const opening = opts.openingMinutes ?? 16 * 60;
  if (opening > 0) {
    await db.insert(ptoAccruals).values(
      opts.contractorIds.map((contractorId) => ({
        contractorId,
        ptoRuleId: ruleId,
        kind: 'adjustment' as const,
        minutes: opening,
        effectiveDate: opts.startDate,
        note: 'Opening balance',
      })),
    );
  }
  return { ruleId };
}
