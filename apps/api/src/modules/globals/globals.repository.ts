/** The partner a white-labelled subdomain belongs to. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { partners } from '../../db/schema/index.js';

/** `subdomain` as stored: lower case. */
export async function findPartnerBySubdomain(db: DbOrTx, subdomain: string) {
  const [row] = await db.select().from(partners).where(eq(partners.subdomain, subdomain)).limit(1);
  return row;
}
