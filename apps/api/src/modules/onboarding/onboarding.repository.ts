/** Queries behind the signed-in user's onboarding steps; the db or transaction comes first. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { OnboardingStep } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  agreementAcceptances,
  benefitElections,
  i9Forms,
  onboardingCompletions,
  onboardingForms,
  partnerBenefits,
  users,
  verifications,
} from '../../db/schema/index.js';

export type OnboardingFormRow = typeof onboardingForms.$inferSelect;
export type I9Row = typeof i9Forms.$inferSelect;
export type VerificationRowDb = typeof verifications.$inferSelect;
export type PlanRow = typeof partnerBenefits.$inferSelect;

export async function latestForm(db: DbOrTx, userId: string, step: OnboardingStep) {
  const [row] = await db
    .select()
    .from(onboardingForms)
    .where(and(eq(onboardingForms.userId, userId), eq(onboardingForms.step, step)))
    .orderBy(desc(onboardingForms.createdAt))
    .limit(1);
  return row;
}

/** The latest form of each of `steps` the user sent (one row per step at most). */
export async function latestFormsOf(db: DbOrTx, userId: string, steps: readonly OnboardingStep[]) {
  return db
    .selectDistinctOn([onboardingForms.step])
    .from(onboardingForms)
    .where(and(eq(onboardingForms.userId, userId), inArray(onboardingForms.step, [...steps])))
    .orderBy(onboardingForms.step, desc(onboardingForms.createdAt), desc(onboardingForms.id));
}

export async function markComplete(db: DbOrTx, userId: string, step: OnboardingStep) {
  await db.insert(onboardingCompletions).values({ userId, step }).onConflictDoNothing();
}

/** The latest acceptance of `agreement` by the user, with who accepted it. */
export async function latestAcceptance(
  db: DbOrTx,
  where: { userId?: string; agreement: string; partnerId?: string; clientId?: string },
) {
  const [row] = await db
    .select({ acceptance: agreementAcceptances, user: users })
    .from(agreementAcceptances)
    .innerJoin(users, eq(users.id, agreementAcceptances.userId))
    .where(
      and(
        eq(agreementAcceptances.agreement, where.agreement),
        where.userId ? eq(agreementAcceptances.userId, where.userId) : undefined,
        where.partnerId ? eq(agreementAcceptances.partnerId, where.partnerId) : undefined,
        where.clientId ? eq(agreementAcceptances.clientId, where.clientId) : undefined,
      ),
    )
    .orderBy(desc(agreementAcceptances.acceptedAt))
    .limit(1);
  return row;
}

export async function activePlans(db: DbOrTx, partnerId: string): Promise<PlanRow[]> {
  return db
    .select()
    .from(partnerBenefits)
    .where(and(eq(partnerBenefits.partnerId, partnerId), eq(partnerBenefits.active, true)))
    .orderBy(partnerBenefits.kind, partnerBenefits.name);
}

/** The latest election batch (rows of one submission share its transaction's timestamp). */
export async function latestElection(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(benefitElections)
    .where(eq(benefitElections.userId, userId))
    .orderBy(desc(benefitElections.createdAt));
  const first = rows[0];
  if (!first) return null;
  const batch = rows.filter((r) => r.createdAt.getTime() === first.createdAt.getTime());
  return {
    waived: batch.some((r) => r.waived),
    plan_ids: batch.flatMap((r) => (r.partnerBenefitId ? [r.partnerBenefitId] : [])),
    at: first.createdAt,
  };
}

export async function latestVerification(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(verifications)
    .where(eq(verifications.userId, userId))
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  return row;
}

export async function i9ForContractor(db: DbOrTx, contractorId: string) {
  const [row] = await db
    .select()
    .from(i9Forms)
    .where(eq(i9Forms.contractorId, contractorId))
    .orderBy(desc(i9Forms.createdAt))
    .limit(1);
  return row;
}
