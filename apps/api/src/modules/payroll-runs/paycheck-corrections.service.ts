/**
 * Voids, reissues and re-sent transfers (issue 13, decision 0050). A paycheck is never edited:
 * - a void writes a reversing paycheck into the same run (every line negated, dated the day of the void)
 *   whose year to date is the person's latest less what the voided paycheck added, so the next run starts
 *   from the corrected figures; the run's tax liabilities net to what is still owed;
 * - a reissue writes a new paycheck with the voided one's figures and a new check date, paid by its own
 *   transfer, its year to date the latest plus those figures;
 * - a re-send pays a failed transfer again to the worker's current account, a new transfer linked to it.
 * Each is the employer's (as approving a run), one transaction with the run row locked, idempotent (a
 * second asks finds the first: unique links back it), audited; reissue and re-send move money and so sit
 * behind the 424 step, as approval does. The run's status follows (partially paid → paid once every
 * paycheck still owed is paid).
 */
import Decimal from 'decimal.js';
import { bankingDaysFrom, isBankingDay, notABankingDay, type PaycheckDetail } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import {
  insertCorrectionPaycheck,
  latestYtdOf,
  linesOfPaycheck,
  lockPaycheck,
  reissueOf,
  reversalOf,
  transfersOfPaycheck,
  ytdBefore,
  type PaycheckRow,
  type TransferRow,
} from './paycheck-corrections.repository.js';
import { mustRunPayrollOf } from './payroll-runs.policy.js';
import { isRunFunded } from './funding-collection.service.js';
import { findPaycheck, lockPayrollRun } from './payroll-runs.repository.js';
import { paycheckScope } from './payroll-runs.scope.js';
import { paycheckDetail } from './payroll-runs.service.js';
import { sendTransfer, settleRunStatus, startTransfer } from './single-transfer.js';
import { recordApiEventsOf } from '../events/events.service.js';

const ENDED = ['paid', 'partially_paid', 'failed'];

/**
 * The paycheck a command corrects: seen by the caller, the employer's, of a run that was processed — and,
 * for a self-funded run, funded: a run whose funding debit came back paid no one, and nothing of it is
 * paid again until the employer funds it (a debit returned later counts once collected or settled, decision 0113).
 */
async function paycheckForCommand(db: DbOrTx, p: Principal, id: string) {
  const row = await findPaycheck(db, id, paycheckScope(p, db));
  if (!row) throw notFound();
  mustRunPayrollOf(p, row.paycheck.partnerId);
  if (!ENDED.includes(row.run.status)) throw conflict('Only a paycheck of a processed run can be corrected');
  if (row.run.funding === 'self_funded' && !(await isRunFunded(db, row.run.id))) {
    throw conflict("This run's funding debit was not paid: it cannot be corrected or paid again until it is funded");
  }
  return row;
}

/** A re-send or reissue pays a US deposit; other currencies are paid again by hand until their files can be sent alone. */
function mustBeUsDollars(c: { currency: string }) {
  if (c.currency !== 'USD') {
    throw conflict(`A ${c.currency} paycheck cannot be re-sent or reissued here yet: pay it again by hand`);
  }
}

/** A paycheck's transfers not replaced by a re-send: how it stands now (one per split deposit). */
const currentOf = (xs: readonly TransferRow[]) => xs.filter((x) => !xs.some((n) => n.resentFromId === x.id));

/** Money that reached the worker electronically: voiding it and reissuing would pay the net twice. */
const reachedWorker = (x: TransferRow) =>
  x.status === 'paid' && (x.method === 'direct_deposit' || x.method === 'pay_card');

/** The year-to-date figures a paycheck added: its year to date less the one it started from. */
function addedBy(c: PaycheckRow, before: Record<string, unknown> | undefined) {
  const out: Record<string, Decimal> = {};
  for (const [k, v] of Object.entries(c.ytd as Record<string, unknown>)) {
    if (typeof v !== 'string' && typeof v !== 'number') continue;
    const b = before?.[k];
    out[k] = new Decimal(v).minus(typeof b === 'string' || typeof b === 'number' ? b : 0);
  }
  return out;
}

/** The latest year to date moved by `sign` × what the paycheck added (arrears stay the latest's). */
function ytdMoved(latest: Record<string, unknown> | undefined, added: Record<string, Decimal>, sign: 1 | -1) {
  const out: Record<string, unknown> = { ...(latest ?? { arrears: {} }) };
  for (const [k, d] of Object.entries(added)) {
    const now = latest?.[k];
    out[k] = new Decimal(typeof now === 'string' || typeof now === 'number' ? now : 0).plus(d.times(sign)).toFixed(2);
  }
  return out;
}

const negate = (v: string) => new Decimal(v).negated().toFixed(2);
const sameYear = (a: string, b: string) => a.slice(0, 4) === b.slice(0, 4);
const todayOf = (deps: AppDeps) => deps.clock.now().toISOString().slice(0, 10);

export async function voidPaycheck(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: { reason: string },
  ip: string,
): Promise<PaycheckDetail> {
  const seen = await paycheckForCommand(deps.db, p, id);
  const today = todayOf(deps);
  const reversalId = await deps.db.transaction(async (tx) => {
    await lockPayrollRun(tx, seen.run.id);
    const done = await reversalOf(tx, id);
    if (done) return done.id;
    const c = (await lockPaycheck(tx, id))!;
    if (c.reversalOfId) throw conflict('A reversing paycheck cannot be voided');
    if (c.refusal) throw conflict('This paycheck was never figured: there is nothing to void');
    const transfers = await transfersOfPaycheck(tx, id);
    if (transfers.some((x) => x.status === 'processing')) {
      throw conflict('The bank has not answered for this paycheck yet: void it once its transfer is paid or failed');
    }
    if (currentOf(transfers).some(reachedWorker)) {
      throw conflict(
        'Its pay reached the worker: a paid deposit is not voided (a reissue would pay it twice) — correct it with an off-cycle correction run',
      );
    }
    if (!sameYear(c.checkDate, today)) {
      throw conflict(
        `A ${c.checkDate.slice(0, 4)} paycheck is corrected on that year's forms, not voided in ${today.slice(0, 4)}`,
      );
    }
    const year = Number(today.slice(0, 4));
    const [latest, before, lines] = await Promise.all([
      latestYtdOf(tx, { employerKey: c.employerKey, personKey: c.personKey, year }),
      ytdBefore(tx, c),
      linesOfPaycheck(tx, id),
    ]);
    // Dated today, or with the person's latest paycheck if that is later (paid ahead): the reversal must be
    // the latest, since the next run's year to date is read from the latest paycheck.
    const reversalDate = latest && latest.checkDate > today ? latest.checkDate : today;
    const newId = await insertCorrectionPaycheck(
      tx,
      {
        payrollRunId: c.payrollRunId,
        employerKey: c.employerKey,
        partnerId: c.partnerId,
        contractorId: c.contractorId,
        personKey: c.personKey,
        classification: c.classification,
        workState: c.workState,
        checkDate: reversalDate,
        currency: c.currency,
        gross: negate(c.gross),
        preTax: negate(c.preTax),
        employeeTaxes: negate(c.employeeTaxes),
        postTax: negate(c.postTax),
        net: negate(c.net),
        employerTaxes: negate(c.employerTaxes),
        employerCost: negate(c.employerCost),
        ytd: ytdMoved(latest?.ytd, addedBy(c, before), -1),
        warnings: [],
        reversalOfId: c.id,
        voidReason: body.reason,
      },
      lines.map((l) => ({
        section: l.section,
        position: l.position,
        code: l.code,
        label: l.label,
        base: negate(l.base),
        amount: negate(l.amount),
      })),
    );
    // A voided paycheck is no longer owed: a run waiting only on it is paid.
    await settleRunStatus(tx, c.payrollRunId);
    await auditAs(tx, p, ip, {
      action: 'paycheck_voided',
      entityType: 'paycheck',
      entityId: id,
      metadata: { reversal_id: newId, reason: body.reason, net: c.net },
    });
    await recordApiEventsOf(tx, 'paycheck.voided', [id]);
    return newId;
  });
  return paycheckDetail(deps.db, p, reversalId);
}

export async function reissuePaycheck(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: { check_date?: string | undefined },
  ip: string,
  verify: () => Promise<void>,
): Promise<PaycheckDetail> {
  const seen = await paycheckForCommand(deps.db, p, id);
  const today = todayOf(deps);
  // A check is dated on a banking day (decision 0059): a date asked on a weekend or bank holiday is refused,
  // as an off-cycle run's is; without one, today — or the next banking day when today is not one.
  const asked = body.check_date ?? (isBankingDay(today) ? today : bankingDaysFrom(today, 1));
  if (asked < today) {
    throw unprocessable([{ loc: ['body', 'check_date'], msg: 'The check date cannot be in the past' }]);
  }
  const notBanking = body.check_date ? notABankingDay(body.check_date, today) : null;
  if (notBanking) throw unprocessable([{ loc: ['body', 'check_date'], msg: notBanking }]);
  if (!sameYear(asked, seen.paycheck.checkDate)) {
    throw unprocessable([
      { loc: ['body', 'check_date'], msg: `Reissue in ${seen.paycheck.checkDate.slice(0, 4)}, the year it was paid` },
    ]);
  }
  if (!(await reissueOf(deps.db, id)) && !(await reversalOf(deps.db, id))) {
    throw conflict('Void the paycheck first: a reissue pays a voided paycheck again');
  }
  mustBeUsDollars(seen.paycheck);
  await verify();
  const { reissueId, transferId } = await deps.db.transaction(async (tx) => {
    await lockPayrollRun(tx, seen.run.id);
    const done = await reissueOf(tx, id);
    if (done) {
      const xs = await transfersOfPaycheck(tx, done.id);
      return { reissueId: done.id, transferId: xs.at(-1)?.id ?? null };
    }
    const c = (await lockPaycheck(tx, id))!;
    const year = Number(asked.slice(0, 4));
    const [latest, before, lines] = await Promise.all([
      latestYtdOf(tx, { employerKey: c.employerKey, personKey: c.personKey, year }),
      ytdBefore(tx, c),
      linesOfPaycheck(tx, id),
    ]);
    // The reissue's year to date builds on the latest paycheck's, so it is not dated before it: by default
    // today or that paycheck's date (the reversal of a paycheck paid ahead); a date asked earlier is refused.
    const checkDate = !body.check_date && latest && latest.checkDate > asked ? latest.checkDate : asked;
    if (latest && checkDate < latest.checkDate) {
      throw unprocessable([
        {
          loc: ['body', 'check_date'],
          msg: `Choose ${latest.checkDate} or later: the worker's latest paycheck is dated then`,
        },
      ]);
    }
    const newId = await insertCorrectionPaycheck(
      tx,
      {
        payrollRunId: c.payrollRunId,
        employerKey: c.employerKey,
        partnerId: c.partnerId,
        contractorId: c.contractorId,
        personKey: c.personKey,
        classification: c.classification,
        workState: c.workState,
        checkDate,
        currency: c.currency,
        gross: c.gross,
        preTax: c.preTax,
        employeeTaxes: c.employeeTaxes,
        postTax: c.postTax,
        net: c.net,
        employerTaxes: c.employerTaxes,
        employerCost: c.employerCost,
        ytd: ytdMoved(latest?.ytd, addedBy(c, before), 1),
        warnings: [],
        reissueOfId: c.id,
      },
      lines.map(({ id: _id, paycheckId: _p, ...l }) => l),
    );
    const reissue = (await lockPaycheck(tx, newId))!;
    const transfer = await startTransfer(tx, deps, reissue, reissue.net, null);
    await auditAs(tx, p, ip, {
      action: 'paycheck_reissued',
      entityType: 'paycheck',
      entityId: id,
      metadata: { reissue_id: newId, transfer_id: transfer.id, check_date: checkDate, net: c.net },
    });
    return { reissueId: newId, transferId: transfer.id };
  });
  if (transferId) await sendTransfer(deps, transferId);
  return paycheckDetail(deps.db, p, reissueId);
}

/**
 * Pays a paycheck's failed transfers again (each split deposit's that failed), to the worker's current
 * account. Asked again after that, it answers the same: nothing failed is left to re-send.
 */
export async function resendPaycheckTransfer(
  deps: AppDeps,
  p: Principal,
  id: string,
  ip: string,
  verify: () => Promise<void>,
): Promise<PaycheckDetail> {
  const seen = await paycheckForCommand(deps.db, p, id);
  const before = await transfersOfPaycheck(deps.db, id);
  const failed = currentOf(before).filter((x) => x.status === 'failed');
  const resent = before.some((x) => x.resentFromId);
  if (failed.length === 0 && !resent) throw conflict('Only a failed transfer can be re-sent');
  if (failed.length > 0 && (await reversalOf(deps.db, id))) {
    throw conflict('This paycheck was voided: reissue it instead');
  }
  mustBeUsDollars(seen.paycheck);
  await verify();
  const sendIds = await deps.db.transaction(async (tx) => {
    await lockPayrollRun(tx, seen.run.id);
    const all = await transfersOfPaycheck(tx, id);
    // Re-sends still waiting on the bank are sent again with the same reference: finishing one cut off.
    const waiting = all.filter((x) => x.resentFromId && x.status === 'processing').map((x) => x.id);
    const toResend = currentOf(all).filter((x) => x.status === 'failed');
    if (toResend.length === 0) return waiting;
    // A void that got in first (under the same lock) wins: its reissue pays the paycheck, not a re-send.
    if (await reversalOf(tx, id)) throw conflict('This paycheck was voided: reissue it instead');
    const c = (await lockPaycheck(tx, id))!;
    const made: TransferRow[] = [];
    for (const x of toResend) made.push(await startTransfer(tx, deps, c, x.amount, x.id));
    await auditAs(tx, p, ip, {
      action: 'payroll_transfer_resent',
      entityType: 'paycheck',
      entityId: id,
      metadata: {
        resent: toResend.map((x) => x.id),
        transfers: made.map((x) => x.id),
        methods: made.map((x) => x.method),
      },
    });
    await settleRunStatus(tx, c.payrollRunId);
    return [...waiting, ...made.filter((x) => x.status === 'processing').map((x) => x.id)];
  });
  for (const transferId of sendIds) await sendTransfer(deps, transferId);
  return paycheckDetail(deps.db, p, id);
}
