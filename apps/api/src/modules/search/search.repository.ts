/**
 * The search queries, one per object type, for one statement: each scopes its rows in the query itself
 * (rowScope, asked with the prepared statement's stand-in principal: admin everything, a partner its own
 * tenant) and matches with ILIKE, served by the trigram indexes, best match first, `limit` of them. Every
 * query answers the same columns — its kind (the provider's place), the row's id, the text shown and the
 * match's score — so the route sends them as one UNION ALL, prepared once per user type.
 */
import { and, desc, ilike, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { clients, contractors, invoices, partners, users } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

const PATTERN = sql.placeholder('pattern');
const TERM = sql.placeholder('term');
const LIMIT = sql.placeholder('limit');

/** The best `limit` rows of `table` whose `text` contains the pattern, among those `scope` lets through. */
function matches(
  db: Db,
  kind: number,
  table: typeof users | typeof contractors | typeof clients | typeof partners | typeof invoices,
  o: {
    id: PgColumn;
    text: SQL;
    label: SQL;
    scope: SQL | undefined;
  },
) {
  // Ordered by the selected score's name: written twice, each with its own placeholder, PostgreSQL would
  // compute the similarity twice for every matching row (most of the query's time on a big table).
  const score = sql<number>`similarity(${o.text}, ${TERM})`.as('score');
  return db
    .select({ kind: sql<number>`${sql.raw(String(kind))}`, id: o.id, label: sql<string>`${o.label}`, score })
    .from(table)
    .where(and(ilike(o.text, PATTERN), o.scope))
    .orderBy(desc(sql.identifier('score')))
    .limit(LIMIT);
}

export type SearchMatches = ReturnType<typeof matches>;

export function userMatches(db: Db, scopeOf: Principal, kind: number) {
  const name = sql`${users.firstName} || ' ' || ${users.lastName}`;
  return matches(db, kind, users, {
    id: users.id,
    text: sql`${name} || ' ' || ${users.email}`,
    label: sql`${name} || ' (' || ${users.email} || ')'`,
    scope: rowScope(scopeOf, db, { partnerId: users.partnerId }),
  });
}

export function contractorMatches(db: Db, scopeOf: Principal, kind: number) {
  const name = sql`${contractors.firstName} || ' ' || ${contractors.lastName}`;
  return matches(db, kind, contractors, {
    id: contractors.id,
    text: name,
    label: name,
    scope: rowScope(scopeOf, db, { partnerId: contractors.partnerId }),
  });
}

export function clientMatches(db: Db, scopeOf: Principal, kind: number) {
  return matches(db, kind, clients, {
    id: clients.id,
    text: sql`${clients.name}`,
    label: sql`${clients.name}`,
    scope: rowScope(scopeOf, db, { partnerId: clients.partnerId }),
  });
}

/** Every partner: only callers who find partners at all (search.policy.ts) ask. */
export function partnerMatches(db: Db, _scopeOf: Principal, kind: number) {
  return matches(db, kind, partners, {
    id: partners.id,
    text: sql`${partners.name}`,
    label: sql`${partners.name}`,
    scope: undefined,
  });
}

/**
 * Invoices by number and client name (a draft has no number yet). The client's name is read by a
 * correlated lookup, qualified by hand: in a one-table query drizzle leaves "client_id" unqualified.
 */
export function invoiceMatches(db: Db, scopeOf: Principal, kind: number) {
  const clientName = sql`(select c.name from clients c where c.id = "invoices"."client_id")`;
  const number = sql`coalesce('Invoice ' || ${invoices.number}::text, 'Draft invoice')`;
  return matches(db, kind, invoices, {
    id: invoices.id,
    text: sql`${number} || ' ' || ${clientName}`,
    label: sql`${number} || ' — ' || ${clientName} || ' (' || ${invoices.periodStart}::text || ')'`,
    scope: rowScope(scopeOf, db, { partnerId: invoices.partnerId }),
  });
}

/** The providers' matches as one UNION ALL, prepared as `name` (at least two providers: users, contractors…). */
export function prepareSearch(matchesOfEach: SearchMatches[], name: string) {
  const [first, second, ...rest] = matchesOfEach;
  return unionAll(first!, second!, ...rest).prepare(name);
}
