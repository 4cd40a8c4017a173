/** What submitting an onboarding step stores: each insert answers the new row's id, for the audit row. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  agreementAcceptances,
  benefitElections,
  i9Forms,
  onboardingForms,
  verifications,
} from '../../db/schema/index.js';

export async function insertOnboardingForm(db: DbOrTx, values: typeof onboardingForms.$inferInsert): Promise<string> {
  const [row] = await db.insert(onboardingForms).values(values).returning({ id: onboardingForms.id });
  return row!.id;
}

export async function insertAgreementAcceptance(
  db: DbOrTx,
  values: typeof agreementAcceptances.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(agreementAcceptances).values(values).returning({ id: agreementAcceptances.id });
  return row!.id;
}

export type I9Section1 = Pick<
  typeof i9Forms.$inferInsert,
  'section1' | 'section1SensitiveCiphertext' | 'section1SignedAt' | 'section1Ip' | 'workAuthorizationExpiresOn'
>;

/** Section 1 of the contractor's I-9: replaces it on the form already there (`existingId`), else starts one. */
export async function saveI9Section1(
  db: DbOrTx,
  existingId: string | undefined,
  owner: { contractorId: string; userId: string },
  values: I9Section1,
): Promise<string> {
  const [row] = existingId
    ? await db.update(i9Forms).set(values).where(eq(i9Forms.id, existingId)).returning({ id: i9Forms.id })
    : await db
        .insert(i9Forms)
        .values({ ...owner, ...values })
        .returning({ id: i9Forms.id });
  return row!.id;
}

export async function insertBenefitElections(
  db: DbOrTx,
  rows: readonly (typeof benefitElections.$inferInsert)[],
): Promise<void> {
  await db.insert(benefitElections).values([...rows]);
}

export async function insertVerification(db: DbOrTx, values: typeof verifications.$inferInsert): Promise<string> {
  const [row] = await db.insert(verifications).values(values).returning({ id: verifications.id });
  return row!.id;
}
