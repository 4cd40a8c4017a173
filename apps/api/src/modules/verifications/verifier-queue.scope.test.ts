/** The document verifier's queues: staff see every row, a partner its own contractors', anyone else none. */
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../lib/principal.js';
import { contractorScope } from './verifier-queue.scope.js';

const dialect = new PgDialect();
const who = (userType: Principal['userType'], partnerId: string | null = 'P') =>
  ({ userType, partnerId, clientId: 'C', contractorId: 'K', salesPartnerId: 'S' }) as Principal;
const asSql = (p: Principal) => {
  const scope = contractorScope(p);
  if (!scope) return 'every row';
  const { sql, params } = dialect.sqlToQuery(scope);
  return { sql, params };
};

describe('the verifier queues scope', () => {
  it('gives staff every row and a partner its own contractors', () => {
    expect(asSql(who('admin'))).toBe('every row');
    expect(asSql(who('eor'))).toBe('every row');
    expect(asSql(who('partner'))).toEqual({ sql: '"contractors"."partner_id" = $1', params: ['P'] });
  });

  it('gives any other caller no row, so a route that admitted one by mistake would leak nothing', () => {
    for (const userType of ['client', 'contractor', 'sales_partner'] as const)
      expect(asSql(who(userType))).toEqual({ sql: 'false', params: [] });
    expect(asSql(who('partner', null))).toEqual({ sql: 'false', params: [] });
  });
});
