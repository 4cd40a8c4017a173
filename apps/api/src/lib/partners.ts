/** Whether a partner id names a partner: a command naming one checks it first, a 422 rather than a foreign key's 500. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { partners } from '../db/schema/index.js';

export async function partnerExists(db: DbOrTx, partnerId: string): Promise<boolean> {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId)).limit(1);
  return row !== undefined;
}
