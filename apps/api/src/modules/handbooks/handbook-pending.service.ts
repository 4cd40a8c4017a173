/**
 * Who has not acknowledged the employee handbook (issue 15, decision 0081): the W-2 workers the caller
 * sees whose current version — their partner's latest, else the platform's — has no acknowledgement of
 * theirs, and the reminder staff send them: a 'handbook_to_acknowledge' notification to each worker's
 * login, at most once per worker, version and day, then an e-mail copy to those who kept it on. One
 * audited transaction; the e-mail goes after it (a failed delivery is in the service log).
 */
import type { HandbookPendingView, HandbookRemind, HandbookRemindResult } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import { emailOptOuts } from '../../lib/events.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Mail } from '../../lib/mailer.js';
import type { Principal } from '../../lib/principal.js';
import {
  listPending,
  pendingCounts,
  remindPending,
  visibleWorkers,
  workerLogins,
  type PendingJoined,
} from './handbook-pending.repository.js';
import { handbookWorkerScope } from './handbooks.scope.js';

function pendingViewOf(r: PendingJoined): HandbookPendingView {
  return {
    id: r.c.id,
    contractor: { id: r.c.id, name: `${r.c.firstName} ${r.c.lastName}` },
    partner: { id: r.c.partnerId, name: r.partnerName },
    contractor_status: r.c.status,
    handbook: r.handbook,
    previous_version: r.previousVersion === null ? null : Number(r.previousVersion),
    has_login: Boolean(r.hasLogin),
    last_reminded_at: r.lastRemindedAt ? new Date(r.lastRemindedAt).toISOString() : null,
  };
}

export interface PendingListQuery extends ListRequest {
  partnerId?: string | undefined;
  q?: string | undefined;
}

export const handbookPendingList = (deps: AppDeps, p: Principal, q: PendingListQuery) =>
  listPending(deps.db, { ...q, scope: handbookWorkerScope(p, deps.db) }, pendingViewOf);

/**
 * Reminds the workers named (each must be one the caller sees: else 404, as if it did not exist), or
 * every pending worker the caller sees. A worker reminded of the same version earlier today is not told
 * again; one without a login cannot be.
 */
export async function remindHandbook(
  deps: AppDeps,
  p: Principal,
  body: HandbookRemind,
  ip: string,
): Promise<HandbookRemindResult> {
  const today = deps.clock.now().toISOString().slice(0, 10);
  const ids = body.contractor_ids ? [...new Set(body.contractor_ids)] : undefined;
  const { result, reminded } = await deps.db.transaction(async (tx) => {
    const scope = handbookWorkerScope(p, tx);
    if (ids && (await visibleWorkers(tx, ids, scope)).length !== ids.length) throw notFound('Worker not found');
    const filter = { scope, contractorIds: ids, partnerId: body.partner_id };
    const counts = await pendingCounts(tx, filter);
    const reminded = await remindPending(tx, filter, today, p.userId);
    await auditAs(tx, p, ip, {
      action: 'handbook_reminded',
      entityType: 'handbook',
      metadata: { contractor_ids: reminded, asked: ids?.length ?? 'all pending', partner_id: body.partner_id ?? null },
    });
    const result: HandbookRemindResult = {
      reminded: reminded.length,
      already_reminded_today: counts.withLogin - reminded.length,
      without_login: counts.all - counts.withLogin,
      not_pending: ids ? ids.length - counts.all : 0,
    };
    return { result, reminded };
  });
  await mailReminders(deps, reminded, today);
  return result;
}

/** The e-mail copy, after the commit, to the logins of the workers reminded now who kept it on. */
async function mailReminders(deps: AppDeps, contractorIds: string[], today: string) {
  const logins = await workerLogins(deps.db, contractorIds);
  const optedOut = await emailOptOuts(
    deps.db,
    'handbook_to_acknowledge',
    logins.map((u) => u.email),
  );
  const host = new URL(deps.config.publicUrl).hostname || 'localhost';
  const mails = logins
    .filter((u) => !optedOut.has(u.email.toLowerCase()))
    .map((u): Mail => ({
      to: u.email,
      subject: 'Please read and acknowledge the employee handbook',
      text: [
        `Hello ${u.firstName},`,
        '',
        'Your employer asks you to read the current employee handbook and acknowledge it:',
        '',
        `${deps.config.publicUrl}/contractor/employee_handbook`,
        '',
      ].join('\n'),
      // One a day per login: a resend after a crash collapses into one.
      messageId: `<handbook-reminder-${u.contractorId}-${today}-${u.id}@${host}>`,
    }));
  await Promise.allSettled(mails.map((m) => deps.mailer.send(m)));
}
