/**
 * The event helper (decision 0072): what happened (an event: its type, the record, who did it, a title,
 * body and link frozen as they were) and to whom (one notification row per recipient), written by the
 * module where it happens, inside its own transaction, as one SQL statement — so a rolled-back command
 * leaves no notification behind. Recipients are named by audience (a partner's staff, a client's or a
 * contractor's users, or user ids), resolved in the same statement to active users, less the actor
 * and anyone who switched the event's in-app channel off. E-mail stays with the modules: `emailOptOuts`
 * tells them whom not to e-mail.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { EventType, Role } from '@app/domain';
import type { DbOrTx } from '../db/client.js';
import { notificationPreferences, users } from '../db/schema/index.js';

export interface Audience {
  userIds?: readonly string[];
  /** The partner's users, or only those of these roles. */
  partnerStaff?: { partnerId: string; roles?: readonly Role[] };
  /** The client's users (its staff). */
  clientId?: string;
  /** The contractor's user. */
  contractorId?: string;
}

export interface EventInput {
  type: EventType;
  partnerId?: string | null;
  subject?: { type: string; id: string } | null;
  actorUserId?: string | null;
  title: string;
  body?: string;
  /** The page the notification opens. */
  link?: string | null;
  data?: Record<string, unknown>;
  /**
   * The event happens once per this key and type (decision 0081): a second emission with the same key
   * writes nothing, also when two transactions race (the unique index events_once_idx decides).
   */
  onceKey?: string | null;
  to: Audience;
}

const uuidArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;

function audienceWhere(a: Audience): SQL {
  const parts: SQL[] = [];
  if (a.userIds?.length) parts.push(sql`u.id = any(${uuidArray(a.userIds)})`);
  if (a.partnerStaff) {
    const roles = a.partnerStaff.roles;
    parts.push(
      roles?.length
        ? sql`(u.partner_id = ${a.partnerStaff.partnerId} and u.role in (${sql.join(
            roles.map((r) => sql`${r}`),
            sql`, `,
          )}))`
        : sql`u.partner_id = ${a.partnerStaff.partnerId}`,
    );
  }
  if (a.clientId) parts.push(sql`u.client_id = ${a.clientId}`);
  if (a.contractorId) parts.push(sql`u.contractor_id = ${a.contractorId}`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** No notification_preferences row switching this event type's in-app channel off for user `u`. */
const inAppOn = (type: EventType) => sql`not exists (
        select 1 from notification_preferences np
        where np.user_id = u.id and np.event_type = ${type} and np.channel = 'in_app' and not np.enabled
      )`;

/** Records the event and delivers it in-app to its audience: one statement, in the caller's transaction. */
export async function emitEvent(db: DbOrTx, e: EventInput): Promise<void> {
  const actor = e.actorUserId ?? null;
  await db.execute(sql`
    with e as (
      insert into events (type, partner_id, subject_type, subject_id, actor_user_id, title, body, link, data, once_key)
      values (${e.type}, ${e.partnerId ?? null}, ${e.subject?.type ?? null}, ${e.subject?.id ?? null}, ${actor},
        ${e.title}, ${e.body ?? ''}, ${e.link ?? null}, ${JSON.stringify(e.data ?? {})}::jsonb, ${e.onceKey ?? null})
      on conflict (type, once_key) where once_key is not null do nothing
      returning id
    )
    insert into notifications (event_id, user_id)
    select e.id, u.id from e, users u
    where u.active and ${audienceWhere(e.to)}
      and (${actor}::uuid is null or u.id <> ${actor}::uuid)
      and ${inAppOn(e.type)}`);
}

/**
 * Many events of one type from one SELECT (decision 0081), for a payroll run's ten thousand pay stubs or a
 * morning's overdue invoices: `rows` is a query answering, per event, the columns
 *
 *   once_key text (required: it joins each event to its audience), partner_id uuid, subject_type text,
 *   subject_id uuid, title text, body text, link text, data jsonb — and its audience: to_contractor_id
 *   (the worker's users), to_client_id (the client's users), to_partner_id (the partner's staff of
 *   `staffRoles`, all of them when none are given), to_user_id (one user), each null when unused.
 *
 * One statement in the caller's transaction writes the events not written before (by type and once_key)
 * and their notifications to the active users of each audience, less the actor and anyone who switched
 * the type's in-app channel off. Answers the events written now (a second call writes none).
 */
export async function emitEvents(
  db: DbOrTx,
  e: { type: EventType; rows: SQL; staffRoles?: readonly Role[]; actorUserId?: string | null },
): Promise<{ id: string; onceKey: string }[]> {
  const actor = e.actorUserId ?? null;
  const roles = e.staffRoles?.length
    ? sql`and u.role in (${sql.join(
        e.staffRoles.map((r) => sql`${r}`),
        sql`, `,
      )})`
    : sql``;
  // Each audience joins users by its own column (hash joins), not one OR the planner cannot index.
  const result = await db.execute(sql`
    with src as materialized (
      select s.* from (${e.rows}) s
      where not exists (select 1 from events x where x.type = ${e.type} and x.once_key = s.once_key)
    ),
    ev as (
      insert into events (type, partner_id, subject_type, subject_id, actor_user_id, title, body, link, data, once_key)
      select ${e.type}, src.partner_id, src.subject_type, src.subject_id, ${actor}::uuid, src.title,
        coalesce(src.body, ''), src.link, coalesce(src.data, '{}'::jsonb), src.once_key
      from src
      on conflict (type, once_key) where once_key is not null do nothing
      returning id, once_key
    ),
    audience as (
      select src.once_key, u.id as user_id from src join users u on u.contractor_id = src.to_contractor_id
      union
      select src.once_key, u.id from src join users u on u.client_id = src.to_client_id
      union
      select src.once_key, u.id from src join users u on u.partner_id = src.to_partner_id ${roles}
      union
      select src.once_key, src.to_user_id from src where src.to_user_id is not null
    ),
    delivered as (
      insert into notifications (event_id, user_id)
      select ev.id, u.id from ev
      join audience a on a.once_key = ev.once_key
      join users u on u.id = a.user_id
      where u.active and (${actor}::uuid is null or u.id <> ${actor}::uuid) and ${inAppOn(e.type)}
      returning 1
    )
    select ev.id, ev.once_key from ev`);
  return (result as unknown as { rows: { id: string; once_key: string }[] }).rows.map((r) => ({
    id: String(r.id),
    onceKey: r.once_key,
  }));
}

/** The addresses (lower-cased) among `emails` whose users switched e-mail of this event type off. */
export async function emailOptOuts(db: DbOrTx, type: EventType, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const lowered = emails.map((m) => m.trim().toLowerCase());
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .innerJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        eq(notificationPreferences.eventType, type),
        eq(notificationPreferences.channel, 'email'),
        eq(notificationPreferences.enabled, false),
        inArray(sql`lower(${users.email})`, lowered),
      ),
    );
  return new Set(rows.map((r) => r.email));
}

/**
 * Marks read the user's unread notifications of `type` about one record: the record was opened where it
 * lives (a message thread), so the bell no longer counts it. Says how many it marked.
 */
export async function readNotificationsAbout(
  db: DbOrTx,
  userId: string,
  type: EventType,
  subject: { type: string; id: string },
  at: Date,
): Promise<number> {
  const rows = await db.execute(sql`
    update notifications n set read_at = ${at.toISOString()}::timestamptz
    from events e
    where e.id = n.event_id and n.user_id = ${userId} and n.read_at is null
      and e.type = ${type} and e.subject_type = ${subject.type} and e.subject_id = ${subject.id}
    returning n.id`);
  return (rows as unknown as { rows: unknown[] }).rows.length;
}
