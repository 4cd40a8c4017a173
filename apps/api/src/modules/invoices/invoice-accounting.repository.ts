/** The invoices an accounting export reads (decision 0091): a partner's issued ones, newest first. */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';

export async function issuedInvoicesOfPartner(db: DbOrTx, partnerId: string, limit: number) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      productLine: invoices.productLine,
      invoiceDate: invoices.invoiceDate,
      totalDue: invoices.totalDue,
      totalSalesTax: invoices.totalSalesTax,
      voidedAt: invoices.voidedAt,
    })
    .from(invoices)
    .where(and(eq(invoices.partnerId, partnerId), ne(invoices.status, 'draft')))
    .orderBy(desc(invoices.number))
    .limit(limit);
}
