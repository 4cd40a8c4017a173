/**
 * Easy approve: each client approver gets, per week with pending entries, a link holding 32 random
 * bytes. Only the token's sha256 is stored, bound to that approver, client and week; it expires after
 * seven days and dies when the approver submits. Opening and submitting need no login: the token is
 * the credential, and decisions are taken as the approver it was issued to.
 */
import { createHash } from 'node:crypto';
import {
  displayClock,
  EASY_APPROVE_PATH,
  EASY_APPROVE_ROLES,
  EASY_APPROVE_TTL_DAYS,
  type EasyApproveEntry,
  type EasyApproveSend,
  type EasyApproveSendResult,
  type EasyApproveWeek,
} from '@app/domain';
import { addDays } from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { randomToken } from '../../lib/crypto.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { todayIso } from '../assignments/today.js';
import { findUserById } from '../users/users.service.js';
import {
  clientApprovers,
  clientName,
  findToken,
  pendingWeeks,
  upsertToken,
  weekEntries,
  type EasyApproveTokenRow,
} from './easy-approve.repository.js';

const hashEasyApproveToken = (token: string) => createHash('sha256').update(token).digest('hex');

const gone = (message: string) => new HttpError(410, message);
const USED_MESSAGE =
  'This approval link has already been used. Each link works once; entries you did not decide will come in your next e-mail.';
const EXPIRED_MESSAGE = 'This approval link has expired. A new one comes with the next weekly e-mail.';
const INVALID_MESSAGE = 'This approval link is not valid. Open the link from your most recent e-mail.';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const labelOf = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** Mails a link per approver × client × week with pending entries (one client and/or week when given). */
export async function sendEasyApprovals(
  deps: AppDeps,
  filter: EasyApproveSend = {},
  now: Date = new Date(),
): Promise<EasyApproveSendResult> {
  const weeks = await pendingWeeks(deps.db, {
    today: todayIso(now),
    clientId: filter.client_id,
    weekStart: filter.week_start,
  });
  const approvers = await clientApprovers(deps.db, [...new Set(weeks.map((w) => w.clientId))]);
  const expiresAt = new Date(now.getTime() + EASY_APPROVE_TTL_DAYS * 86_400_000);
  const sent: EasyApproveSendResult['sent'] = [];
  for (const week of weeks) {
    for (const approver of approvers.filter((a) => a.clientId === week.clientId)) {
      const token = randomToken(32);
      await upsertToken(deps.db, {
        tokenHash: hashEasyApproveToken(token),
        approverUserId: approver.id,
        clientId: week.clientId,
        weekStart: week.weekStart,
        expiresAt,
      });
      const link = `${deps.config.publicUrl.replace(/\/$/, '')}${EASY_APPROVE_PATH}?token=${token}`;
      await deps.mailer.send({
        to: approver.email,
        subject: `Timesheets to approve: ${week.clientName}, week of ${labelOf(week.weekStart)}`,
        text: [
          `Hello ${approver.firstName},`,
          '',
          `${week.entries} timesheet ${week.entries === 1 ? 'entry' : 'entries'} of ${week.clientName} for the week of ${labelOf(week.weekStart)} ${week.entries === 1 ? 'is' : 'are'} waiting for your approval.`,
          '',
          'Approve or reject each line here, no sign-in needed:',
          link,
          '',
          `The link works once and expires on ${labelOf(expiresAt.toISOString().slice(0, 10))}. If you did not expect this e-mail, you can ignore it.`,
        ].join('\n'),
      });
      sent.push({
        email: approver.email,
        client: { id: week.clientId, name: week.clientName },
        week_start: week.weekStart,
        entries: week.entries,
      });
    }
  }
  return { sent };
}

/**
 * The token's row if it may still be used: unknown → 404, used or expired → 410, and an approver who
 * has since left the client or lost the approving role → 410 as well.
 */
export async function usableToken(db: DbOrTx, token: string, now: Date, lock = false): Promise<EasyApproveTokenRow> {
  const row = await findToken(db, hashEasyApproveToken(token), lock);
  if (!row) throw notFound(INVALID_MESSAGE);
  if (row.usedAt) throw gone(USED_MESSAGE);
  if (row.expiresAt.getTime() <= now.getTime()) throw gone(EXPIRED_MESSAGE);
  const approver = await findUserById(db, row.approverUserId);
  if (!approver?.active || approver.clientId !== row.clientId || !EASY_APPROVE_ROLES.includes(approver.role!))
    throw gone('This approval link is no longer valid for your account.');
  return row;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export async function openEasyApproveWeek(deps: AppDeps, token: string, now = new Date()): Promise<EasyApproveWeek> {
  const row = await usableToken(deps.db, token, now);
  const approver = (await findUserById(deps.db, row.approverUserId))!;
  const entries = await weekEntries(deps.db, row.clientId, row.weekStart);
  return {
    client: { id: row.clientId, name: await clientName(deps.db, row.clientId) },
    approver: { email: approver.email, name: `${approver.firstName} ${approver.lastName}` },
    week_start: row.weekStart,
    week_end: addDays(row.weekStart, 6),
    expires_at: row.expiresAt.toISOString(),
    entries: entries.map((e): EasyApproveEntry => ({
      id: e.id,
      contractor_name: `${e.firstName} ${e.lastName}`,
      date: e.date,
      day: WEEKDAYS[new Date(`${e.date}T00:00:00Z`).getUTCDay()]!,
      time_start_string: displayClock(e.timeStart),
      time_end_string: displayClock(e.timeEnd),
      break_time_minutes: e.breakTimeMinutes,
      hours_worked: (e.minutesWorked / 60).toFixed(2),
      type: e.type,
      status: e.status,
      project_code: e.projectCode,
      task: e.task,
      work_location: e.workLocation,
    })),
  };
}
