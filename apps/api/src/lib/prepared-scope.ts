/**
 * Prepared statements for the hot reads that carry a row scope. A statement is built and prepared once
 * per database handle and user type, with the caller's tenant id as a placeholder, so a request sends
 * only values: neither the SQL text nor (after PostgreSQL's first few runs) its plan is rebuilt. The
 * scope itself still comes from `rowScope`, asked with a stand-in principal whose tenant ids are that
 * placeholder, so there is one spelling of who sees what.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Principal } from './principal.js';
import { NONE } from './row-scopes.js';

const tenant = sql.placeholder('tenant');

/** A principal of `userType` whose every tenant id is the `tenant` placeholder (for building only). */
function standIn(userType: Principal['userType']): Principal {
  const placeholder = tenant as unknown as string;
  return {
    userType,
    partnerId: placeholder,
    clientId: placeholder,
    contractorId: placeholder,
    salesPartnerId: placeholder,
  } as Principal;
}

/** The value of the `tenant` placeholder for a caller: the id its user type is scoped by. */
export function tenantOf(p: Principal): string {
  switch (p.userType) {
    case 'partner':
      return p.partnerId ?? NONE;
    case 'sales_partner':
      return p.salesPartnerId ?? NONE;
    case 'client':
      return p.clientId ?? NONE;
    case 'contractor':
      return p.contractorId ?? NONE;
    default:
      return NONE;
  }
}

interface Prepared<R> {
  execute(values: Record<string, unknown>): Promise<R>;
}

/**
 * `build(db, standIn, name)` prepared once per database handle and user type; call the result with the
 * caller and the statement's other placeholder values. Not for transactions: a statement belongs to the
 * handle it was prepared on.
 */
export function preparedByUserType<R>(
  name: string,
  build: (db: Db, scopeOf: Principal, statementName: string) => Prepared<R>,
): (db: Db, p: Principal, values: Record<string, unknown>) => Promise<R> {
  const byDb = new WeakMap<Db, Map<string, Prepared<R>>>();
  return (db, p, values) => {
    let byType = byDb.get(db);
    if (!byType) byDb.set(db, (byType = new Map()));
    let statement = byType.get(p.userType);
    if (!statement) {
      statement = build(db, standIn(p.userType), `${name}_${p.userType}`);
      byType.set(p.userType, statement);
    }
    return statement.execute({ ...values, tenant: tenantOf(p) });
  };
}
