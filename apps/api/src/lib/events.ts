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

/** Records the event and delivers it in-app to its audience: one statement, in the caller's transaction. */
export async function emitEvent(db: DbOrTx, e: EventInput): Promise<void> {
  const actor = e.actorUserId ?? null;
  await db.execute(sql`
    with e as (
      insert into events (type, partner_id, subject_type, subject_id, actor_user_id, title, body, link, data)
      values (${e.type}, ${e.partnerId ?? null}, ${e.subject?.type ?? null}, ${e.subject?.id ?? null}, ${actor},
        ${e.title}, ${e.body ?? ''}, ${e.link ?? null}, ${JSON.stringify(e.data ?? {})}::jsonb)
      returning id
    )
    insert into notifications (event_id, user_id)
    select e.id, u.id from e, users u
    where u.active and ${audienceWhere(e.to)}
      and (${actor}::uuid is null or u.id <> ${actor}::uuid)
      and not exists (
        select 1 from notification_preferences np
        where np.user_id = u.id and np.event_type = ${e.type} and np.channel = 'in_app' and not np.enabled
      )`);
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
