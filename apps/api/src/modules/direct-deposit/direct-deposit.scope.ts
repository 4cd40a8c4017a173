/**
 * Whose deposit accounts a caller's payroll staff may read (decision 0078): staff any worker's, a partner's
 * users (who see payroll: the route's capability) their own partner's workers. Others are not found.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bankAccounts, contractors, users } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

/**
 * The worker, if the caller sees it, with its login (null: it never signed in, so it has no accounts); of
 * several logins, the one holding active accounts, else the first.
 */
export async function visibleWorkerLogin(db: DbOrTx, p: Principal, contractorId: string) {
  const [row] = await db
    .select({ userId: users.id })
    .from(contractors)
    .leftJoin(users, eq(users.contractorId, contractors.id))
    .where(
      and(
        eq(contractors.id, contractorId),
        rowScope(p, db, { partnerId: contractors.partnerId, contractorId: contractors.id }),
      ),
    )
    .orderBy(
      sql`exists (select 1 from ${bankAccounts} b where b.user_id = ${users.id} and b.retired_at is null) desc`,
      asc(users.createdAt),
    )
    .limit(1);
  return row ?? null;
}
