/** Where a client's invoices are sent: its billing e-mail, else its contact's. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clients } from '../../db/schema/index.js';

export async function billingContactOf(db: DbOrTx, clientId: string): Promise<string | null> {
  const [c] = await db
    .select({ billing: clients.billingEmail, contact: clients.contactEmail })
    .from(clients)
    .where(eq(clients.id, clientId));
  return c?.billing ?? c?.contact ?? null;
}
