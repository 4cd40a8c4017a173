/** Commission plans (decision 0055). */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { commissionPlans, partners, salesPartners } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export type CommissionPlanRow = typeof commissionPlans.$inferSelect;
export interface CommissionPlanJoined {
  plan: CommissionPlanRow;
  salesPartnerName: string;
  partnerName: string;
}

const joined = (db: DbOrTx) =>
  db
    .select({ plan: commissionPlans, salesPartnerName: salesPartners.name, partnerName: partners.name })
    .from(commissionPlans)
    .innerJoin(salesPartners, eq(salesPartners.id, commissionPlans.salesPartnerId))
    .innerJoin(partners, eq(partners.id, commissionPlans.partnerId));

const SORTS: KeyMap = { start_date: commissionPlans.startDate, created_at: commissionPlans.createdAt };

export function listCommissionPlans<V>(
  db: DbOrTx,
  f: ListRequest & { scope: SQL | undefined; salesPartnerId?: string | undefined; partnerId?: string | undefined },
  view: (r: CommissionPlanJoined) => V,
) {
  const where = and(
    f.scope,
    f.salesPartnerId ? eq(commissionPlans.salesPartnerId, f.salesPartnerId) : undefined,
    f.partnerId ? eq(commissionPlans.partnerId, f.partnerId) : undefined,
  );
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({ plan: commissionPlans, salesPartnerName: salesPartners.name, partnerName: partners.name, listKey })
        .from(commissionPlans)
        .innerJoin(salesPartners, eq(salesPartners.id, commissionPlans.salesPartnerId))
        .innerJoin(partners, eq(partners.id, commissionPlans.partnerId))
        .$dynamic(),
    where,
    matching: matchingRows(db, commissionPlans, where),
    keyset: keysetOf(SORTS, f.sort, 'start_date', [commissionPlans.id]),
    request: f,
    view,
  });
}

export async function findCommissionPlan(db: DbOrTx, id: string, scope: SQL | undefined) {
  const [row] = await joined(db).where(and(eq(commissionPlans.id, id), scope));
  return row;
}

/** The partner a plan names, with the sales partner that referred it (a plan is only for a referral). */
export async function referralOf(db: DbOrTx, partnerId: string) {
  const [row] = await db
    .select({ id: partners.id, salesPartnerId: partners.salesPartnerId, selfEmployer: partners.selfEmployer })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return row;
}

/** The same, the partner row locked: two plans of one referral written at once wait for each other. */
export async function lockReferral(tx: DbOrTx, partnerId: string) {
  const [row] = await tx
    .select({ id: partners.id, salesPartnerId: partners.salesPartnerId })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .for('update');
  return row;
}

/** Plans of the same referral whose dates overlap [start, end]: two plans at once would pay twice. */
export async function overlappingPlans(
  db: DbOrTx,
  p: { partnerId: string; salesPartnerId: string; start: string; end: string | null },
) {
  return db
    .select({ id: commissionPlans.id })
    .from(commissionPlans)
    .where(
      and(
        eq(commissionPlans.partnerId, p.partnerId),
        eq(commissionPlans.salesPartnerId, p.salesPartnerId),
        sql`${commissionPlans.startDate} <= coalesce(${p.end}::date, 'infinity'::date)`,
        sql`coalesce(${commissionPlans.endDate}, 'infinity'::date) >= ${p.start}::date`,
      ),
    );
}

export async function insertCommissionPlan(tx: DbOrTx, values: typeof commissionPlans.$inferInsert) {
  const [row] = await tx.insert(commissionPlans).values(values).returning();
  return row!;
}

export async function endCommissionPlan(tx: DbOrTx, id: string, endDate: string) {
  await tx
    .update(commissionPlans)
    .set({ endDate, endedAt: sql`now()` })
    .where(eq(commissionPlans.id, id));
}
