/**
 * Every invoice line the caller may see (the data export, decision 0101): lines of the invoices in the
 * caller's invoice scope, a page at a time in (invoice, position) order by keyset, with the invoice's
 * number and currency and the line's worker.
 */
import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { contractors, invoiceLineItems as lines, invoices } from '../../db/schema/index.js';
import { keysetOf } from '../../lib/keyset.js';
import { keysetList, type ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { invoiceScope } from './invoices.scope.js';

const lineContractors = alias(contractors, 'line_contractors');
const personName = (c: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`${c.firstName} || ' ' || ${c.lastName}`;

export interface InvoiceLineFilter extends ListRequest {
  partnerId?: string | undefined;
}

export function listInvoiceLineRows(db: DbOrTx, p: Principal, f: InvoiceLineFilter) {
  const where = and(invoiceScope(p, db), f.partnerId ? eq(invoices.partnerId, f.partnerId) : undefined);
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({
          listKey,
          line: lines,
          invoiceNumber: invoices.number,
          currency: invoices.currency,
          contractorName: personName(lineContractors),
        })
        .from(lines)
        .innerJoin(invoices, eq(invoices.id, lines.invoiceId))
        .leftJoin(lineContractors, eq(lineContractors.id, lines.contractorId))
        .$dynamic(),
    where,
    matching: db
      .select({ one: sql`1` })
      .from(lines)
      .innerJoin(invoices, eq(invoices.id, lines.invoiceId))
      .where(where)
      .$dynamic(),
    keyset: keysetOf({ invoice: [lines.invoiceId, lines.position] }, f.sort, 'invoice', [lines.id]),
    request: f,
    view: (r) => r,
  });
}
