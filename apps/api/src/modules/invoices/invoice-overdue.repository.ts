/**
 * The SQL of the overdue notice (decision 0081): the finalized invoices still owed whose due date has
 * passed become one 'invoice_overdue' event each — keyed by the invoice, so never twice — delivered to the
 * client's users and the partner's staff who see bills, by one INSERT…SELECT; and, for the e-mail copy,
 * the people each new event names.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { PAYMENT_NOTICE_ROLES } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { clients, invoices, users } from '../../db/schema/index.js';
import { emitEvents } from '../../lib/events.js';

/** The partner roles told of an overdue invoice: those who see bills and payments (section 6). */
export const OVERDUE_NOTICE_ROLES = PAYMENT_NOTICE_ROLES;

const owed = sql`(i.total_due - i.allocated_amount)`;
const money = (amount: ReturnType<typeof sql>) =>
  sql`upper(i.currency) || ' ' || to_char(${amount}, 'FM999,999,999,990.00')`;

/**
 * Writes the overdue notice of every invoice open or partly paid, still owing, whose due date is before
 * `today` and that was not announced yet (in the caller's transaction); answers the invoices announced now.
 */
export async function announceOverdueInvoices(tx: DbOrTx, today: string): Promise<string[]> {
  const written = await emitEvents(tx, {
    type: 'invoice_overdue',
    staffRoles: OVERDUE_NOTICE_ROLES,
    rows: sql`
      select i.id::text as once_key, i.partner_id, 'invoice'::text as subject_type, i.id as subject_id,
        ('Invoice ' || i.number::text || ' is overdue') as title,
        (c.name || ': ' || ${money(owed)} || ' was due ' || i.due_date::text) as body,
        ('/invoices/' || i.id::text) as link,
        jsonb_build_object('number', i.number, 'due_date', i.due_date::text, 'owed', ${owed}::text) as data,
        null::uuid as to_contractor_id, i.client_id as to_client_id, i.partner_id as to_partner_id,
        null::uuid as to_user_id
      from invoices i join clients c on c.id = i.client_id
      where i.status in ('open', 'partially_paid') and i.due_date < ${today}::date
        and i.total_due > i.allocated_amount and i.number is not null`,
  });
  return written.map((w) => w.onceKey);
}

/** The invoices named and, for each, the active people its notice is for (the e-mail copy). */
export function overdueRecipients(db: DbOrTx, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      invoiceId: invoices.id,
      number: invoices.number,
      dueDate: invoices.dueDate,
      currency: invoices.currency,
      owed: sql<string>`(${invoices.totalDue} - ${invoices.allocatedAmount})::text`,
      clientName: clients.name,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .innerJoin(
      users,
      and(
        eq(users.active, true),
        or(
          eq(users.clientId, invoices.clientId),
          and(eq(users.partnerId, invoices.partnerId), inArray(users.role, [...OVERDUE_NOTICE_ROLES])),
        ),
      ),
    )
    .where(inArray(invoices.id, invoiceIds))
    .orderBy(invoices.id, users.id);
}
