/** Loads a user with everything access decisions need: attachment, flags, grants, onboarding. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clients, contractors, eors, onboardingCompletions, partners, salesPartners, userLinkGrants, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type PartnerRow = typeof partners.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;
export type ContractorRow = typeof contractors.$inferSelect;

export interface UserContextRows {
  user: UserRow;
  partner: PartnerRow | null;
  client: (ClientRow & { partner: PartnerRow }) | null;
  contractor: (ContractorRow & { partner: PartnerRow }) | null;
  salesPartner: { id: string; name: string } | null;
  eor: { id: string; name: string } | null;
  grants: { link: string; granted: boolean }[];
  completedSteps: string[];
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

async function partnerById(db: DbOrTx, id: string): Promise<PartnerRow> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  if (!row) throw new Error(`partner ${id} missing`);
  return row;
}

export async function loadUserContextRows(db: DbOrTx, user: UserRow): Promise<UserContextRows> {
  const partner = user.partnerId ? await partnerById(db, user.partnerId) : null;
  let client: UserContextRows['client'] = null;
  if (user.clientId) {
    const [row] = await db.select().from(clients).where(eq(clients.id, user.clientId)).limit(1);
    if (row) client = { ...row, partner: await partnerById(db, row.partnerId) };
  }
  let contractor: UserContextRows['contractor'] = null;
  if (user.contractorId) {
    const [row] = await db.select().from(contractors).where(eq(contractors.id, user.contractorId)).limit(1);
    if (row) contractor = { ...row, partner: await partnerById(db, row.partnerId) };
  }
  const [salesPartner] = user.salesPartnerId
    ? await db.select({ id: salesPartners.id, name: salesPartners.name }).from(salesPartners).where(eq(salesPartners.id, user.salesPartnerId))
    : [];
  const [eor] = user.eorId ? await db.select({ id: eors.id, name: eors.name }).from(eors).where(eq(eors.id, user.eorId)) : [];
  const grants = await db
    .select({ link: userLinkGrants.link, granted: userLinkGrants.granted })
    .from(userLinkGrants)
    .where(eq(userLinkGrants.userId, user.id));
  const completed = await db
    .select({ step: onboardingCompletions.step })
    .from(onboardingCompletions)
    .where(eq(onboardingCompletions.userId, user.id));
  return {
    user,
    partner,
    client,
    contractor,
    salesPartner: salesPartner ?? null,
    eor: eor ?? null,
    grants,
    completedSteps: completed.map((c) => c.step),
  };
}
