/**
 * One provider per object type. Each scopes its rows in the query itself (rowScope: admin everything,
 * partner its own tenant) and matches with ILIKE, served by the trigram indexes, best match first.
 */
import { and, desc, ilike, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SearchObjectType, SearchResult } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { clients, contractors, partners, users } from '../../db/schema/index.js';
import { containsPattern as pattern } from '../../lib/sql.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';
import { findsPartners, foundUserPathOf } from './search.policy.js';

export type SearchProvider = (db: DbOrTx, p: Principal, term: string, limit: number) => Promise<SearchResult[]>;

/** The matches among the rows the caller sees: admin everything, a partner its own tenant's. */
const scoped = (p: Principal, db: DbOrTx, match: SQL, tenantCol: PgColumn) =>
  and(match, rowScope(p, db, { partnerId: tenantCol }));

const userSearch: SearchProvider = async (db, p, term, limit) => {
  const text = sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}`;
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(scoped(p, db, ilike(text, pattern(term)), users.partnerId))
    .orderBy(desc(sql`similarity(${text}, ${term})`))
    .limit(limit);
  return rows.map((u) => ({
    object_type: 'user',
    text: `${u.first} ${u.last} (${u.email})`,
    icon: 'user',
    redirect: foundUserPathOf(p, u.id),
  }));
};

const contractorSearch: SearchProvider = async (db, p, term, limit) => {
  const text = sql`${contractors.firstName} || ' ' || ${contractors.lastName}`;
  const rows = await db
    .select({ id: contractors.id, first: contractors.firstName, last: contractors.lastName })
    .from(contractors)
    .where(scoped(p, db, ilike(text, pattern(term)), contractors.partnerId))
    .orderBy(desc(sql`similarity(${text}, ${term})`))
    .limit(limit);
  return rows.map((c) => ({
    object_type: 'contractor',
    text: `${c.first} ${c.last}`,
    icon: 'id',
    redirect: `/contractors/${c.id}`,
  }));
};

const clientSearch: SearchProvider = async (db, p, term, limit) => {
  const rows = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(scoped(p, db, ilike(clients.name, pattern(term)), clients.partnerId))
    .orderBy(desc(sql`similarity(${clients.name}, ${term})`))
    .limit(limit);
  return rows.map((c) => ({ object_type: 'client', text: c.name, icon: 'building', redirect: `/clients/${c.id}` }));
};

const partnerSearch: SearchProvider = async (db, p, term, limit) => {
  if (!findsPartners(p)) return [];
  const rows = await db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(ilike(partners.name, pattern(term)))
    .orderBy(desc(sql`similarity(${partners.name}, ${term})`))
    .limit(limit);
  return rows.map((r) => ({ object_type: 'partner', text: r.name, icon: 'handshake', redirect: `/partners/${r.id}` }));
};

/** Invoices join this map when the billing issue lands. */
export const SEARCH_PROVIDERS: Partial<Record<SearchObjectType, SearchProvider>> = {
  user: userSearch,
  contractor: contractorSearch,
  client: clientSearch,
  partner: partnerSearch,
};
