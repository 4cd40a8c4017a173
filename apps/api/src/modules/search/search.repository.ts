/**
 * The search queries, one per object type: each scopes its rows in the query itself (rowScope: admin
 * everything, a partner its own tenant) and matches with ILIKE, served by the trigram indexes, best
 * match first.
 */
import { and, desc, ilike, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { clients, contractors, partners, users } from '../../db/schema/index.js';
import { containsPattern as pattern } from '../../lib/sql.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

/** The matches among the rows the caller sees: admin everything, a partner its own tenant's. */
const scoped = (p: Principal, db: DbOrTx, match: SQL, tenantCol: PgColumn) =>
  and(match, rowScope(p, db, { partnerId: tenantCol }));

export async function searchUsers(db: DbOrTx, p: Principal, term: string, limit: number) {
  const text = sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}`;
  return db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(scoped(p, db, ilike(text, pattern(term)), users.partnerId))
    .orderBy(desc(sql`similarity(${text}, ${term})`))
    .limit(limit);
}

export async function searchContractors(db: DbOrTx, p: Principal, term: string, limit: number) {
  const text = sql`${contractors.firstName} || ' ' || ${contractors.lastName}`;
  return db
    .select({ id: contractors.id, first: contractors.firstName, last: contractors.lastName })
    .from(contractors)
    .where(scoped(p, db, ilike(text, pattern(term)), contractors.partnerId))
    .orderBy(desc(sql`similarity(${text}, ${term})`))
    .limit(limit);
}

export async function searchClients(db: DbOrTx, p: Principal, term: string, limit: number) {
  return db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(scoped(p, db, ilike(clients.name, pattern(term)), clients.partnerId))
    .orderBy(desc(sql`similarity(${clients.name}, ${term})`))
    .limit(limit);
}

/** Every partner: only callers who find partners at all (search.policy.ts) ask. */
export async function searchPartners(db: DbOrTx, term: string, limit: number) {
  return db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(ilike(partners.name, pattern(term)))
    .orderBy(desc(sql`similarity(${partners.name}, ${term})`))
    .limit(limit);
}
