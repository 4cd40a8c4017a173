/**
 * Whose threads a caller sees and whom they may write to (decision 0074). A thread is its participants'
 * only: anyone else — platform staff included — is answered 404. Whom a user may start a thread with
 * is the tenant relationship they share, as SQL on `users`:
 *
 * - platform staff (admin, eor): anyone;
 * - a partner's user: platform staff, their partner's users, its clients' users and its contractors;
 * - a client's user: platform staff, their partner's users, their own client's users and the contractors
 *   placed with their client (an assignment pending or live);
 * - a contractor: platform staff, their partner's users and the users of the clients they are placed with;
 * - a sales partner's user: platform staff and their own sales partner's users.
 *
 * Each rule is the mirror of the others, so whoever may write to someone may be written to by them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';

/** The caller's threads: those they take part in. */
export const threadScope = (p: Principal): SQL =>
  sql`exists (select 1 from message_participants mp where mp.thread_id = ${sql.raw('"message_threads"."id"')} and mp.user_id = ${p.userId})`;

const staff = sql`(${users.isAdmin} or ${users.eorId} is not null)`;
const none = sql`false`;
const ofPartner = (partnerId: string | null) => (partnerId ? sql`${users.partnerId} = ${partnerId}` : none);
/** A pending or live assignment: the contractor is placed with the client. */
const PLACED = sql.raw(`a.status in ('pending', 'live')`);

/** The users (rows of `users`) the caller may start a thread with, the caller aside. */
export function writableUsers(p: Principal): SQL {
  const self = sql`${users.id} <> ${p.userId}`;
  switch (p.userType) {
    case 'admin':
    case 'eor':
      return self;
    case 'partner':
      return sql`${self} and (${staff} or ${ofPartner(p.partnerId)}
        or ${users.clientId} in (select c.id from clients c where c.partner_id = ${p.partnerId})
        or ${users.contractorId} in (select k.id from contractors k where k.partner_id = ${p.partnerId}))`;
    case 'client':
      return sql`${self} and (${staff} or ${ofPartner(p.partnerId)} or ${users.clientId} = ${p.clientId}
        or ${users.contractorId} in (select a.contractor_id from assignments a where a.client_id = ${p.clientId} and ${PLACED}))`;
    case 'contractor':
      return sql`${self} and (${staff} or ${ofPartner(p.partnerId)}
        or ${users.clientId} in (select a.client_id from assignments a where a.contractor_id = ${p.contractorId} and ${PLACED}))`;
    case 'sales_partner':
      return sql`${self} and (${staff} or ${users.salesPartnerId} = ${p.salesPartnerId})`;
  }
}
