/** Client rows, always read through the caller's scope: a row outside it simply is not found. */
import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { ClientContact, ClientView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { clients, partners, users } from '../../db/schema/index.js';
import { addressViewOf } from '../../lib/address-columns.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { keysetOf } from '../../lib/keyset.js';
import { containsPattern, updateWhere } from '../../lib/sql.js';
import type { Principal } from '../../lib/principal.js';
import { clientScope } from '../../lib/row-scopes.js';

export type ClientRow = typeof clients.$inferSelect;

export function toClientView(row: ClientRow, partnerName: string): ClientView {
  return {
    id: row.id,
    name: row.name,
    partner: { id: row.partnerId, name: partnerName },
    payment_terms_net_days: row.paymentTermsNetDays,
    billing_email: row.billingEmail,
    invoice_frequency: row.invoiceFrequency,
    invoice_grouping: row.invoiceGrouping,
    po_overrun_policy: row.poOverrunPolicy,
    sales_tax_exempt: row.salesTaxExempt,
    sales_tax_exemption_certificate: row.salesTaxExemptionCertificate,
    address: addressViewOf(row),
    can_create_assignment: row.canCreateAssignment,
    show_contractor_personal: row.showContractorPersonal,
    requires_signature_for_approval: row.requiresSignatureForApproval,
    created_at: row.createdAt.toISOString(),
  };
}

const SORTS = { name: clients.name, created_at: clients.createdAt } as const;

const selectJoined = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ client: clients, partnerName: partners.name, ...extra })
    .from(clients)
    .innerJoin(partners, eq(partners.id, clients.partnerId));

export interface ClientListFilter extends ListRequest {
  search?: string | undefined;
  partnerId?: string | undefined;
}

export async function listClients(db: DbOrTx, p: Principal, f: ClientListFilter) {
  const where = and(
    clientScope(p, db),
    f.search ? ilike(clients.name, containsPattern(f.search)) : undefined,
    f.partnerId ? eq(clients.partnerId, f.partnerId) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => selectJoined(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, clients, where),
    keyset: keysetOf(SORTS, f.sort, 'name', [clients.id]),
    request: f,
    view: (r) => toClientView(r.client, r.partnerName),
  });
}

export async function findVisibleClient(db: DbOrTx, p: Principal, id: string) {
  const [row] = await selectJoined(db)
    .where(and(eq(clients.id, id), clientScope(p, db)))
    .limit(1);
  return row;
}

/** The partner a new client belongs to, with the name its view shows. */
export async function findPartnerOfNewClient(db: DbOrTx, partnerId: string) {
  const [partner] = await db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return partner;
}

export async function insertClient(db: DbOrTx, values: typeof clients.$inferInsert): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  return row!;
}

/** The client's owner, invited by e-mail once the client is committed. */
export async function insertClientOwner(
  db: DbOrTx,
  clientId: string,
  owner: { email: string; firstName: string; lastName: string },
) {
  const [user] = await db
    .insert(users)
    .values({ ...owner, role: 'owner', clientId })
    .returning({ id: users.id, email: users.email });
  return user!;
}

/** Sets the given columns of the client; says whether anything was set (an empty change writes nothing). */
export async function updateClientColumns(
  db: DbOrTx,
  id: string,
  columns: Partial<typeof clients.$inferInsert>,
): Promise<boolean> {
  return updateWhere(db, clients, columns, eq(clients.id, id));
}

const CONTACT_SORTS = {
  name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  email: users.email,
} as const;

/** A client's users, its contacts (issue 16): the caller has already been shown to see the client. */
export function listClientContacts(db: DbOrTx, clientId: string, request: ListRequest) {
  const where = eq(users.clientId, clientId);
  return keysetList(db, {
    select: (listKey) => db.select({ user: users, listKey }).from(users).$dynamic(),
    where,
    matching: matchingRows(db, users, where),
    keyset: keysetOf(CONTACT_SORTS, request.sort, 'name', [users.id]),
    request,
    view: ({ user }): ClientContact => ({
      id: user.id,
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      role: user.role,
      active: user.active,
    }),
  });
}
