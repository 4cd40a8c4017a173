/** Who an invoice is from and to: the client's billing contact and address, the partner's brand. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clients, partners } from '../../db/schema/index.js';

/** Where a client's invoices are sent: its billing e-mail, else its contact's. */
export async function billingContactOf(db: DbOrTx, clientId: string): Promise<string | null> {
  const [c] = await db
    .select({ billing: clients.billingEmail, contact: clients.contactEmail })
    .from(clients)
    .where(eq(clients.id, clientId));
  return c?.billing ?? c?.contact ?? null;
}

/** The bill-to block and the partner's white-label brand an invoice document shows. */
export async function documentPartiesOf(db: DbOrTx, clientId: string, partnerId: string) {
  const [row] = await db
    .select({
      clientName: clients.name,
      street1: clients.streetAddressLine1,
      street2: clients.streetAddressLine2,
      city: clients.city,
      state: clients.state,
      zipcode: clients.zipcode,
      brandName: partners.whiteLabelBrandName,
      partnerName: partners.name,
      logoUrl: partners.logoUrl,
    })
    .from(clients)
    .innerJoin(partners, eq(partners.id, partnerId))
    .where(eq(clients.id, clientId));
  return row;
}
