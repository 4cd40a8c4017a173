/**
 * Which invoices a caller sees (spec section 6, the Invoices menu): staff every one, a partner's users
 * their partner's, a sales partner its referred partners' (read-only), a client its own once they are
 * finalized (a draft is the business's working copy, not yet the client's), contractors none.
 */
import { and, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

export function invoiceScope(p: Principal, db: DbOrTx): SQL | undefined {
  const rows = rowScope(
    p,
    db,
    { partnerId: invoices.partnerId, clientId: invoices.clientId },
    { referredPartners: true },
  );
  return p.userType === 'client' ? and(rows, ne(invoices.status, 'draft')) : rows;
}
