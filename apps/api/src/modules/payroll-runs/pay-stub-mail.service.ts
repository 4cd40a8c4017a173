/**
 * The pay stub e-mails (issue 13, decision 0066): once a run has ended, each worker a transfer paid is told
 * that the pay stub is ready — no amounts in the e-mail, the stub behind the sign-in. A pg-boss job of their
 * own sends them (jobs/payroll.ts), off the run's processing: the run is paid before the first e-mail goes.
 *
 * In batches: a batch of stubs not yet marked is read, its e-mails sent a few at a time, and every stub whose
 * e-mail went is marked with one UPDATE (a stub already marked keeps its first moment). A failed send leaves
 * its stub unmarked for the next job, the others of the batch marked; nothing is lost. A process killed
 * between a batch's sends and its mark sends that batch again on the next job — the same messages, with the
 * same Message-ID (`pay-stub-<paycheck id>`), which mail stores collapse into one — and only that batch.
 * A worker who switched the pay stub e-mail off in their notification preferences is skipped (its stub is
 * marked all the same); the in-app notice was written when the paycheck was paid (pay-stub-events).
 */
import type { AppDeps } from '../../deps.js';
import { emailOptOuts } from '../../lib/events.js';
import { markStubsMailed, runsWithStubsToMail, stubsToMail } from './payroll-runs.repository.js';

/** Stubs read and marked together; e-mails sent at once within a batch. */
export const STUB_BATCH = 200;
const PARALLEL = 8;

/** Where a test stops the job on purpose: after a batch's e-mails went, before its mark. */
export type StubCheckpoint = (label: string) => void | Promise<void>;

/** The e-mail's Message-ID: the same for every attempt at one paycheck's e-mail. */
export function stubMessageId(deps: AppDeps, paycheckId: string) {
  const host = new URL(deps.config.publicUrl).hostname || 'localhost';
  return `<pay-stub-${paycheckId}@${host}>`;
}

/**
 * Sends every unsent pay stub e-mail of ended runs (of one run when `runId` is given: a run still
 * processing sends none), batch after batch in paycheck order, and answers how many were sent and marked.
 * A send that fails leaves its stub unmarked and the pass goes on; the first failure is thrown at the end,
 * so the job reports it and the next job retries what is left.
 */
export async function mailPayStubs(
  deps: AppDeps,
  opts: { runId?: string; batch?: number; checkpoint?: StubCheckpoint } = {},
): Promise<{ sent: number }> {
  const checkpoint = opts.checkpoint ?? (() => {});
  const size = opts.batch ?? STUB_BATCH;
  let sent = 0;
  let failure: unknown = null;
  const runs = (await runsWithStubsToMail(deps.db)).map((r) => r.id).filter((id) => !opts.runId || id === opts.runId);
  for (const runId of runs) {
    const stubs = await stubsToMail(deps.db, runId);
    for (let from = 0; from < stubs.length; from += size) {
      const all = stubs.slice(from, from + size);
      // A worker who switched e-mail of pay stubs off (decision 0081) is not mailed; the stub counts as done.
      const optedOut = await emailOptOuts(
        deps.db,
        'pay_stub_ready',
        all.map((s) => s.email),
      );
      const skip = (s: (typeof all)[number]) => optedOut.has(s.email.trim().toLowerCase());
      await markStubsMailed(
        deps.db,
        all.filter(skip).map((s) => s.id),
        deps.clock.now(),
      );
      const batch = all.filter((s) => !skip(s));
      const went: string[] = [];
      for (let at = 0; at < batch.length; at += PARALLEL) {
        const group = batch.slice(at, at + PARALLEL);
        const results = await Promise.allSettled(
          group.map((s) =>
            deps.mailer.send({
              to: s.email,
              subject: 'Your pay stub is ready',
              text: `Your pay stub for ${s.checkDate} is ready. Sign in to see it:\n\n${deps.config.publicUrl}/paychecks/${s.id}\n`,
              messageId: stubMessageId(deps, s.id),
            }),
          ),
        );
        results.forEach((r, k) => {
          if (r.status === 'fulfilled') went.push(group[k]!.id);
          else failure ??= r.reason;
        });
      }
      await checkpoint('stub-batch-sent');
      sent += await markStubsMailed(deps.db, went, deps.clock.now());
    }
  }
  if (failure) throw failure;
  return { sent };
}
