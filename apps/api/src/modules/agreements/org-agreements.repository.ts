/** An organization's agreement acceptances and the organization they are for (a client or a partner). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { agreementAcceptances, clients, partners } from '../../db/schema/index.js';

export async function clientNamed(db: DbOrTx, clientId: string): Promise<{ id: string; name: string }> {
  const [row] = await db.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.id, clientId));
  return row!;
}

export async function partnerNamed(db: DbOrTx, partnerId: string): Promise<{ id: string; name: string }> {
  const [row] = await db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return row!;
}

export async function insertAcceptance(db: DbOrTx, values: typeof agreementAcceptances.$inferInsert) {
  const [row] = await db.insert(agreementAcceptances).values(values).returning();
  return row!;
}

/** The client's addendum_accepted_at: when its owner last accepted the client services addendum. */
export async function stampClientAddendum(db: DbOrTx, clientId: string, acceptedAt: Date) {
  await db.update(clients).set({ addendumAcceptedAt: acceptedAt }).where(eq(clients.id, clientId));
}
