/** The one row scope, as SQL, for every user type and each visible difference between tables. */
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/pg-proxy';
import type { DbOrTx } from '../db/client.js';
import { assignments, expenses } from '../db/schema/index.js';
import type { Principal } from './principal.js';
import { rowScope } from './row-scopes.js';

const dialect = new PgDialect();
// A query builder only: the scopes are compared as SQL text, nothing is run.
const db = drizzle(async () => ({ rows: [] })) as unknown as DbOrTx;
const who = (userType: Principal['userType']) =>
  ({ userType, partnerId: 'P', clientId: 'C', contractorId: 'K', salesPartnerId: 'S' }) as Principal;
const asSql = (scope: ReturnType<typeof rowScope>) => {
  if (!scope) return 'every row';
  const { sql, params } = dialect.sqlToQuery(scope);
  return { sql, params };
};

const full = {
  partnerId: assignments.partnerId,
  clientId: assignments.clientId,
  contractorId: assignments.contractorId,
};

describe('rowScope', () => {
  it('gives staff every row', () => {
    expect(asSql(rowScope(who('admin'), db, full))).toBe('every row');
    expect(asSql(rowScope(who('eor'), db, full))).toBe('every row');
  });

  it('keeps partners, clients and contractors to rows naming them', () => {
    expect(asSql(rowScope(who('partner'), db, full))).toEqual({
      sql: '"assignments"."partner_id" = $1',
      params: ['P'],
    });
    expect(asSql(rowScope(who('client'), db, full))).toEqual({ sql: '"assignments"."client_id" = $1', params: ['C'] });
    expect(asSql(rowScope(who('contractor'), db, full))).toEqual({
      sql: '"assignments"."contractor_id" = $1',
      params: ['K'],
    });
  });

  it('shows a sales partner its referred partners’ rows only where the table allows it', () => {
    const referred = asSql(rowScope(who('sales_partner'), db, full, { referredPartners: true }));
    expect(referred).toMatchObject({ params: ['S'] });
    expect((referred as { sql: string }).sql).toContain('"assignments"."partner_id" in (select');
    expect(asSql(rowScope(who('sales_partner'), db, { partnerId: expenses.partnerId }))).toEqual({
      sql: 'false',
      params: [],
    });
  });

  it('shows a client or a contractor nothing of a table without their column', () => {
    const partnerOnly = { partnerId: expenses.partnerId };
    expect(asSql(rowScope(who('client'), db, partnerOnly))).toEqual({ sql: 'false', params: [] });
    expect(asSql(rowScope(who('contractor'), db, partnerOnly))).toEqual({ sql: 'false', params: [] });
  });

  it('never lets a missing tenant id widen the scope', () => {
    const orphan = { userType: 'partner', partnerId: null } as unknown as Principal;
    expect(asSql(rowScope(orphan, db, full))).toEqual({
      sql: '"assignments"."partner_id" = $1',
      params: ['00000000-0000-0000-0000-000000000000'],
    });
  });
});
