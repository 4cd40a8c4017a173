/**
 * Messages (decision 0074): the caller's inbox (their threads, newest activity first, each with its
 * unread count; the total unread), a thread opened (which marks it read, and its bell notifications
 * with it), a thread started with users the caller may write to, a reply by any participant. Each
 * command is one audited transaction; a new message is a `message_received` event to the other
 * participants (the bell) and, after the commit, an e-mail copy to each of them who did not switch
 * e-mail of messages off. Another user's thread is not found.
 */
import {
  messageExcerpt,
  type MessageReply,
  type MessageThreadCreate,
  type MessageThreadDetail,
  type MessageThreadView,
  type MessageUser,
} from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { emailOptOuts, emitEvent, readNotificationsAbout } from '../../lib/events.js';
import { notFound } from '../../lib/errors.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Mail } from '../../lib/mailer.js';
import type { Principal } from '../../lib/principal.js';
import type { Tx } from '../../db/client.js';
import { mustWriteTo, threadPartner } from './messages.policy.js';
import {
  findThread,
  insertMessage,
  insertParticipants,
  insertThread,
  listThreads,
  lockThread,
  markThreadRead,
  otherParticipants,
  partnersOfUsers,
  threadMessages,
  threadParticipants,
  unreadTotals,
  writableAmong,
  writableUsersMatching,
  type MessageUserRow,
  type ThreadJoined,
} from './messages.repository.js';
import { threadScope, writableUsers } from './messages.scope.js';

const THREAD = 'message_thread';

const iso = (at: string | Date) => new Date(at).toISOString();

function threadViewOf(r: ThreadJoined): MessageThreadView {
  const last = r.last;
  return {
    id: r.t.id,
    subject: r.t.subject,
    participants: r.others,
    last_message: {
      author: last.author_id && last.author_name ? { id: last.author_id, name: last.author_name } : null,
      excerpt: messageExcerpt(last.body),
      created_at: iso(last.created_at),
    },
    message_count: r.messageCount,
    unread: r.unread,
    created_at: r.t.createdAt.toISOString(),
  };
}

const userViewOf = (u: MessageUserRow): MessageUser => ({
  id: u.id,
  name: u.name,
  user_type: u.userType,
  organization: u.organization,
});

export interface ThreadListQuery extends ListRequest {
  status: 'unread' | 'all';
  q?: string | undefined;
}

export function threadList(deps: AppDeps, p: Principal, q: ThreadListQuery) {
  return listThreads(deps.db, { ...q, scope: threadScope(p), userId: p.userId }, threadViewOf);
}

export const messagesUnread = (deps: AppDeps, p: Principal) => unreadTotals(deps.db, p.userId);

export async function recipients(deps: AppDeps, p: Principal, q: { q?: string | undefined; limit: number }) {
  const rows = await writableUsersMatching(deps.db, writableUsers(p), q.q, q.limit);
  return rows.map(userViewOf);
}

/** The thread as its participant sees it; opening it marks it read, and its notifications in the bell. */
export async function openThread(deps: AppDeps, p: Principal, id: string): Promise<MessageThreadDetail> {
  return deps.db.transaction(async (tx) => {
    const thread = await findThread(tx, id, threadScope(p));
    if (!thread) throw notFound();
    const now = deps.clock.now();
    await markThreadRead(tx, id, p.userId, now);
    await readNotificationsAbout(tx, p.userId, 'message_received', { type: THREAD, id }, now);
    return threadDetail(tx, p, thread);
  });
}

async function threadDetail(
  tx: Tx,
  p: Principal,
  thread: NonNullable<Awaited<ReturnType<typeof findThread>>>,
): Promise<MessageThreadDetail> {
  const [participants, rows] = await Promise.all([
    threadParticipants(tx, thread.t.id),
    threadMessages(tx, thread.t.id),
  ]);
  return {
    id: thread.t.id,
    subject: thread.t.subject,
    created_by: thread.createdByName ? { id: thread.t.createdBy, name: thread.createdByName } : null,
    created_at: thread.t.createdAt.toISOString(),
    participants: participants.map(userViewOf),
    messages: rows.map((r) => ({
      id: r.m.id,
      author: r.authorName ? { id: r.m.authorId, name: r.authorName } : null,
      body: r.m.body,
      created_at: r.m.createdAt.toISOString(),
      mine: r.m.authorId === p.userId,
    })),
  };
}

interface Sent {
  threadId: string;
  subject: string;
  authorName: string;
  body: string;
  mails: Mail[];
}

/**
 * A new message in a thread, within the command's transaction: the message (the thread's latest), the
 * bell's event for the other participants, and the e-mail copies to send once it commits.
 */
async function post(
  deps: AppDeps,
  tx: Tx,
  p: Principal,
  thread: { id: string; subject: string; partnerId: string | null },
  body: string,
  ip: string,
): Promise<Sent> {
  const now = deps.clock.now();
  const messageId = await insertMessage(tx, thread.id, p.userId, body, now);
  const author = `${p.context.user.firstName} ${p.context.user.lastName}`;
  const others = await otherParticipants(tx, thread.id, p.userId);
  await emitEvent(tx, {
    type: 'message_received',
    partnerId: thread.partnerId,
    subject: { type: THREAD, id: thread.id },
    actorUserId: p.userId,
    title: `Message from ${author}: ${thread.subject}`,
    body: messageExcerpt(body),
    link: `/messages/${thread.id}`,
    data: { message_id: messageId },
    to: { userIds: others.map((o) => o.id) },
  });
  await auditAs(tx, p, ip, {
    action: 'message_sent',
    entityType: THREAD,
    entityId: thread.id,
    metadata: { message_id: messageId, recipients: others.length },
  });
  const optedOut = await emailOptOuts(
    tx,
    'message_received',
    others.map((o) => o.email),
  );
  const host = new URL(deps.config.publicUrl).hostname || 'localhost';
  const link = `${deps.config.publicUrl}/messages/${thread.id}`;
  const mails = others
    .filter((o) => !optedOut.has(o.email.toLowerCase()))
    .map((o): Mail => ({
      to: o.email,
      subject: `New message from ${author}: ${thread.subject}`,
      text: [`Hello ${o.firstName},`, '', `${author} wrote:`, '', body, '', `Read and reply: ${link}`, ''].join('\n'),
      // One copy per message and recipient: a resend after a crash collapses into one.
      messageId: `<message-${messageId}-${o.id}@${host}>`,
    }));
  return { threadId: thread.id, subject: thread.subject, authorName: author, body, mails };
}

/**
 * The e-mail copies, after the commit: the message stands whatever the mail does (a failed delivery is
 * in the service log).
 */
async function sendCopies(deps: AppDeps, sent: Sent) {
  await Promise.allSettled(sent.mails.map((m) => deps.mailer.send(m)));
}

export async function startThread(
  deps: AppDeps,
  p: Principal,
  body: MessageThreadCreate,
  ip: string,
): Promise<MessageThreadDetail> {
  const sent = await deps.db.transaction(async (tx) => {
    const writable = await writableAmong(tx, body.recipient_ids, writableUsers(p));
    mustWriteTo(body.recipient_ids, writable);
    const now = deps.clock.now();
    const partnerId = threadPartner(p, await partnersOfUsers(tx, body.recipient_ids));
    const threadId = await insertThread(tx, {
      subject: body.subject,
      partnerId,
      createdBy: p.userId,
      createdAt: now,
      lastMessageAt: now,
    });
    await insertParticipants(tx, threadId, [p.userId, ...body.recipient_ids], now);
    await auditAs(tx, p, ip, {
      action: 'message_thread_started',
      entityType: THREAD,
      entityId: threadId,
      metadata: { recipients: body.recipient_ids },
    });
    return post(deps, tx, p, { id: threadId, subject: body.subject, partnerId }, body.body, ip);
  });
  await sendCopies(deps, sent);
  return openThread(deps, p, sent.threadId);
}

export async function reply(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: MessageReply,
  ip: string,
): Promise<MessageThreadDetail> {
  const sent = await deps.db.transaction(async (tx) => {
    const thread = await lockThread(tx, id, threadScope(p));
    if (!thread) throw notFound();
    return post(deps, tx, p, thread, body.body, ip);
  });
  await sendCopies(deps, sent);
  return openThread(deps, p, id);
}
