/** The writes of the contractor commands (the record and its login) and the lookups that guard them. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contractors, corpToCorps, partners, users } from '../../db/schema/index.js';

export async function findPartnerName(db: DbOrTx, partnerId: string): Promise<string | undefined> {
  const [partner] = await db.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId));
  return partner?.name;
}

/** Whether the corp-to-corp exists and belongs to the partner. */
export async function corpToCorpOfPartnerExists(db: DbOrTx, partnerId: string, corpToCorpId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: corpToCorps.id })
    .from(corpToCorps)
    .where(and(eq(corpToCorps.id, corpToCorpId), eq(corpToCorps.partnerId, partnerId)));
  return row !== undefined;
}

/** Inserts the contractor and answers its id. */
export async function insertContractor(db: DbOrTx, values: typeof contractors.$inferInsert): Promise<string> {
  const [row] = await db.insert(contractors).values(values).returning({ id: contractors.id });
  return row!.id;
}

/** The contractor's login: no role, attached to the record. */
export async function insertContractorLogin(
  db: DbOrTx,
  contractorId: string,
  person: { email: string; firstName: string; lastName: string },
) {
  const [user] = await db
    .insert(users)
    .values({ ...person, role: null, contractorId })
    .returning({ id: users.id, email: users.email });
  return user!;
}

/** Sets the given columns of the contractor; an empty change writes nothing. */
export async function updateContractorColumns(
  db: DbOrTx,
  id: string,
  columns: Partial<typeof contractors.$inferInsert>,
): Promise<void> {
  if (Object.keys(columns).length > 0) await db.update(contractors).set(columns).where(eq(contractors.id, id));
}

/** Sets the given columns of the contractor's login. */
export async function updateContractorLogin(
  db: DbOrTx,
  contractorId: string,
  columns: Partial<Pick<typeof users.$inferInsert, 'email' | 'emailConfirmedAt' | 'firstName' | 'lastName'>>,
): Promise<void> {
  await db.update(users).set(columns).where(eq(users.contractorId, contractorId));
}
