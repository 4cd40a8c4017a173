/**
 * Submitting an easy-approve week: every decision is applied as the approver the link was issued to
 * (approval e-mail = theirs, IP = the request's), through the timesheets module's own action service,
 * in ONE transaction with the token's use. Any refused line rolls the whole submit back, and the
 * link stays usable so the approver can correct and resend.
 */
import type { EasyApproveSubmit, EasyApproveSubmitResult } from '@app/domain';
import type { Db, Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { audit } from '../../lib/audit.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { applyTimesheetAction } from '../timesheets/timesheet-actions.service.js';
import type { Principal } from '../../lib/principal.js';
import { activePrincipal } from '../users/users.service.js';
import { idsInWeek, markTokenUsed, weekEntries } from './easy-approve.repository.js';
import { usableToken } from './easy-approve.service.js';

/** The approver as a principal, exactly as a signed-in request of theirs would see them. */
async function approverPrincipal(tx: Tx, userId: string, tokenId: string): Promise<Principal> {
  const p = await activePrincipal(tx, userId, { id: `easy_approve:${tokenId}`, actualUserId: null });
  if (!p) throw new HttpError(410, 'This approval link is no longer valid for your account.');
  return p;
}

export async function submitEasyApprove(
  deps: AppDeps,
  body: EasyApproveSubmit,
  ip: string,
  now: Date = new Date(),
): Promise<EasyApproveSubmitResult> {
  return deps.db.transaction(async (tx) => {
    // Locked for the transaction: a second submit of the same link waits here, then finds it used.
    const token = await usableToken(tx, body.token, now, true);
    const ids = body.decisions.map((d) => d.timesheet_id);
    const inWeek = await idsInWeek(tx, token.clientId, token.weekStart, ids);
    const foreign = ids.find((id) => !inWeek.has(id));
    if (foreign) throw notFound(`Entry ${foreign} is not part of this week's approval`);

    const p = await approverPrincipal(tx, token.approverUserId, token.id);
    const names = new Map(
      (await weekEntries(tx, token.clientId, token.weekStart)).map((e) => [
        e.id,
        `${e.firstName} ${e.lastName}, ${e.date}`,
      ]),
    );
    // The action service opens its own transaction on the handle it is given: on ours, a savepoint,
    // so every line commits or rolls back with the token's use.
    const inTx: AppDeps = { ...deps, db: tx as unknown as Db };
    let approved = 0;
    let rejected = 0;
    for (const d of body.decisions) {
      try {
        await applyTimesheetAction(inTx, p, d.timesheet_id, { action: d.action, reason: d.reason ?? null }, ip);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode !== 422)
          throw new HttpError(err.statusCode, `${names.get(d.timesheet_id)}: ${err.message}`);
        throw err;
      }
      if (d.action === 'approve') approved++;
      else rejected++;
    }
    await markTokenUsed(tx, token.id, now);
    await audit(tx, {
      actorUserId: p.userId,
      action: 'easy_approve_submitted',
      entityType: 'client',
      entityId: token.clientId,
      metadata: { week_start: token.weekStart, approved, rejected },
      ip,
    });
    const parts = [approved && `${approved} approved`, rejected && `${rejected} rejected`].filter(Boolean);
    return { approved, rejected, message: `Thank you. ${parts.join(', ')}.` };
  });
}
