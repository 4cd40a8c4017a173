/** The employer a staff caller names for a paycheck preview. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { partners } from '../../db/schema/index.js';

/** Whether the partner exists and employs its own workers (so it has company taxes of its own). */
export async function isSelfEmployerPartner(db: DbOrTx, partnerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.id, partnerId), eq(partners.selfEmployer, true)));
  return row !== undefined;
}
