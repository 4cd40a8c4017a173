/** The SQL of messages: the inbox, one thread with its participants and messages, recipients, the writes. */
import { and, asc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { UserType } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { clients, contractors, messageParticipants, messageThreads, messages, users } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { containsPattern } from '../../lib/sql.js';

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
const userType = sql<UserType>`case when ${users.isAdmin} then 'admin' when ${users.eorId} is not null then 'eor'
  when ${users.partnerId} is not null then 'partner' when ${users.salesPartnerId} is not null then 'sales_partner'
  when ${users.clientId} is not null then 'client' else 'contractor' end`;
/** The organization a user belongs to, by name (the platform's staff and contractors by what they are). */
const organization = sql<string | null>`case
  when ${users.isAdmin} then 'Platform'
  when ${users.eorId} is not null then (select e.name from eors e where e.id = ${users.eorId})
  when ${users.partnerId} is not null then (select p.name from partners p where p.id = ${users.partnerId})
  when ${users.salesPartnerId} is not null then (select s.name from sales_partners s where s.id = ${users.salesPartnerId})
  when ${users.clientId} is not null then (select c.name from clients c where c.id = ${users.clientId})
  else 'Contractor' end`;

/** The outer thread, qualified (drizzle leaves a one-table select's columns unqualified). */
const THREAD_ID = sql.raw('"message_threads"."id"');

const userColumns = { id: users.id, name: fullName, userType, organization };
export type MessageUserRow = { id: string; name: string; userType: UserType; organization: string | null };

/** Messages of others in the thread after `userId` last read it. */
const unreadOf = (userId: string) => sql<number>`(select count(*)::int from messages m
  join message_participants mp on mp.thread_id = m.thread_id and mp.user_id = ${userId}
  where m.thread_id = ${THREAD_ID} and m.author_id <> ${userId}
    and (mp.last_read_at is null or m.created_at > mp.last_read_at))`;

/** The other participants, by name, in the order they joined. */
const othersOf = (userId: string) => sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name) order by u.last_name, u.first_name, u.id)
  from message_participants mp join users u on u.id = mp.user_id
  where mp.thread_id = ${THREAD_ID} and mp.user_id <> ${userId}), '[]'::json)`;

const lastMessage = sql<{
  author_id: string | null;
  author_name: string | null;
  body: string;
  created_at: string;
}>`(select json_build_object('author_id', m.author_id, 'author_name', u.first_name || ' ' || u.last_name,
    'body', left(m.body, 400), 'created_at', m.created_at)
  from messages m left join users u on u.id = m.author_id
  where m.thread_id = ${THREAD_ID} order by m.created_at desc, m.id desc limit 1)`;

const messageCount = sql<number>`(select count(*)::int from messages m where m.thread_id = ${THREAD_ID})`;

const inboxSelect = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, userId: string, extra = {} as E) =>
  db
    .select({
      t: messageThreads,
      others: othersOf(userId),
      last: lastMessage,
      messageCount,
      unread: unreadOf(userId),
      ...extra,
    })
    .from(messageThreads);

export type ThreadJoined = Awaited<ReturnType<ReturnType<typeof inboxSelect>['execute']>>[number];

const SORTS: KeyMap = { last_message_at: messageThreads.lastMessageAt };

export interface ThreadFilter extends ListRequest {
  scope: SQL;
  userId: string;
  status: 'unread' | 'all';
  q?: string | undefined;
}

export function listThreads<V>(db: DbOrTx, f: ThreadFilter, view: (r: ThreadJoined) => V) {
  const t = messageThreads;
  const where = and(
    f.scope,
    f.status === 'unread' ? sql`${unreadOf(f.userId)} > 0` : undefined,
    f.q ? sql`${t.subject} ilike ${containsPattern(f.q)}` : undefined,
  );
  return keysetList(db, {
    select: (listKey) => inboxSelect(db, f.userId, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(SORTS, f.sort, 'last_message_at', [t.id]),
    request: f,
    view,
  });
}

/** Every unread message of the user's threads, and how many threads hold them. */
export async function unreadTotals(db: DbOrTx, userId: string) {
  const mp = messageParticipants;
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int`, threads: sql<number>`count(distinct ${messages.threadId})::int` })
    .from(mp)
    .innerJoin(messages, eq(messages.threadId, mp.threadId))
    .where(
      and(
        eq(mp.userId, userId),
        ne(messages.authorId, userId),
        or(isNull(mp.lastReadAt), gt(messages.createdAt, mp.lastReadAt)),
      ),
    );
  return { unread: Number(row?.unread ?? 0), threads: Number(row?.threads ?? 0) };
}

export async function findThread(db: DbOrTx, id: string, scope: SQL) {
  const [row] = await db
    .select({ t: messageThreads, createdByName: fullName })
    .from(messageThreads)
    .leftJoin(users, eq(users.id, messageThreads.createdBy))
    .where(and(eq(messageThreads.id, id), scope))
    .limit(1);
  return row;
}

/** Locks the thread (a reply waits for another being written). */
export async function lockThread(tx: DbOrTx, id: string, scope: SQL) {
  const [row] = await tx
    .select({ id: messageThreads.id, subject: messageThreads.subject, partnerId: messageThreads.partnerId })
    .from(messageThreads)
    .where(and(eq(messageThreads.id, id), scope))
    .for('update');
  return row;
}

export function threadParticipants(db: DbOrTx, threadId: string) {
  return db
    .select({ ...userColumns, lastReadAt: messageParticipants.lastReadAt })
    .from(messageParticipants)
    .innerJoin(users, eq(users.id, messageParticipants.userId))
    .where(eq(messageParticipants.threadId, threadId))
    .orderBy(
      sql`${messageParticipants.userId} = (select t.created_by from message_threads t where t.id = ${threadId}) desc`,
      asc(users.lastName),
      asc(users.firstName),
      asc(users.id),
    );
}

export function threadMessages(db: DbOrTx, threadId: string) {
  return db
    .select({ m: messages, authorName: fullName })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorId))
    .where(eq(messages.threadId, threadId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** The active users `writable` allows, by name (and organization), matching `q`. */
export function writableUsersMatching(db: DbOrTx, writable: SQL, q: string | undefined, limit: number) {
  return db
    .select(userColumns)
    .from(users)
    .where(
      and(
        eq(users.active, true),
        writable,
        q ? sql`(${fullName} ilike ${containsPattern(q)} or ${organization} ilike ${containsPattern(q)})` : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(limit);
}

/** Which of `ids` are active users `writable` allows. */
export async function writableAmong(tx: DbOrTx, ids: readonly string[], writable: SQL) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.active, true), writable));
  return new Set(rows.map((r) => r.id));
}

/** The partner each user belongs to: their own, their client's or their contractor record's (null: none). */
export async function partnersOfUsers(tx: DbOrTx, ids: readonly string[]) {
  const rows = await tx
    .select({
      partnerId: sql<string | null>`coalesce(${users.partnerId}, ${clients.partnerId}, ${contractors.partnerId})`,
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .leftJoin(contractors, eq(contractors.id, users.contractorId))
    .where(inArray(users.id, [...ids]));
  return rows.map((r) => r.partnerId);
}

export async function insertThread(tx: DbOrTx, values: typeof messageThreads.$inferInsert) {
  const [row] = await tx.insert(messageThreads).values(values).returning({ id: messageThreads.id });
  return row!.id;
}

export async function insertParticipants(tx: DbOrTx, threadId: string, userIds: readonly string[], at: Date) {
  await tx.insert(messageParticipants).values(userIds.map((userId) => ({ threadId, userId, createdAt: at })));
}

/** A message, the thread's latest; its author has read the thread up to it. */
export async function insertMessage(tx: DbOrTx, threadId: string, authorId: string, body: string, at: Date) {
  const [row] = await tx
    .insert(messages)
    .values({ threadId, authorId, body, createdAt: at })
    .returning({ id: messages.id });
  await tx
    .update(messageThreads)
    .set({ lastMessageAt: sql`greatest(${messageThreads.lastMessageAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(messageThreads.id, threadId));
  await tx
    .update(messageParticipants)
    .set({ lastReadAt: sql`greatest(${messageParticipants.lastReadAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(messageParticipants.threadId, threadId), eq(messageParticipants.userId, authorId)));
  return row!.id;
}

/**
 * The user has read the thread: up to now, and at least up to its latest message. Written only when a
 * message of another is unread, so opening a read thread writes nothing. Says whether it wrote.
 */
export async function markThreadRead(db: DbOrTx, threadId: string, userId: string, at: Date) {
  const latest = sql`(select max(m.created_at) from messages m where m.thread_id = ${threadId})`;
  const rows = await db
    .update(messageParticipants)
    .set({ lastReadAt: sql`greatest(${messageParticipants.lastReadAt}, ${at.toISOString()}::timestamptz, ${latest})` })
    .where(
      and(
        eq(messageParticipants.threadId, threadId),
        eq(messageParticipants.userId, userId),
        sql`exists (select 1 from messages m where m.thread_id = ${threadId} and m.author_id <> ${userId}
          and (${messageParticipants.lastReadAt} is null or m.created_at > ${messageParticipants.lastReadAt}))`,
      ),
    )
    .returning({ threadId: messageParticipants.threadId });
  return rows.length > 0;
}

/** The other participants still active, with their addresses (the e-mail copy). */
export function otherParticipants(db: DbOrTx, threadId: string, userId: string) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(messageParticipants)
    .innerJoin(users, eq(users.id, messageParticipants.userId))
    .where(
      and(eq(messageParticipants.threadId, threadId), ne(messageParticipants.userId, userId), eq(users.active, true)),
    );
}
