/**
 * Processing an approved payroll run (issue 13): exactly one transfer per paycheck, one direct deposit file
 * per run, the bank's answer recorded on each transfer, the run's items marked paid and the run ended paid,
 * partially paid or failed. Crash-safe by construction: every step is its own transaction that finds what
 * the previous steps left, so processing killed at any point and run again picks up where it stopped and
 * never issues anything twice (payroll-processing.crash.test.ts). Progress (paychecks issued of the total)
 * is written as it goes, for the run page (decision 0048).
 */
import Decimal from 'decimal.js';
import { mayMovePayrollRun, type PayrollReturnsResult } from '@app/domain';
import { buildNachaFile, readAchReturns, type NachaEntry } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { audit, auditAs } from '../../lib/audit.js';
import { unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { employerIdentityFor } from '../company-taxes/company-taxes.service.js';
import { payrollBankFor } from './payroll-bank.js';
import {
  directDepositEntries,
  failTransfer,
  findRunFile,
  insertRunFile,
  insertTransfers,
  lockPayrollRun,
  markFileSubmitted,
  markRunItemsPaid,
  markStubMailed,
  runsWithStubsToMail,
  stubsToMail,
  paychecksWithoutTransfer,
  recordTransferResults,
  runsToProcess,
  setTraceNumbers,
  transferCounts,
  transfersByTrace,
  updateRun,
} from './payroll-runs.repository.js';

/** Where a test stops processing on purpose: between steps and inside a step's transaction before it commits. */
export type Checkpoint = (label: string) => void | Promise<void>;

const BATCH = 500;

/** Step 1, in batches: a transfer for every paycheck that has none (net zero: nothing to send, paid). */
async function issueTransfers(deps: AppDeps, runId: string, checkpoint: Checkpoint) {
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      await lockPayrollRun(tx, runId);
      const checks = await paychecksWithoutTransfer(tx, runId, BATCH);
      if (checks.length === 0) return true;
      await insertTransfers(
        tx,
        checks.map((c) => {
          const nothing = new Decimal(c.net).isZero();
          const deposit = !nothing && c.bankAccountId !== null;
          return {
            paycheckId: c.id,
            payrollRunId: runId,
            partnerId: c.partnerId,
            contractorId: c.contractorId,
            method: nothing ? ('none' as const) : deposit ? ('direct_deposit' as const) : ('check' as const),
            amount: c.net,
            currency: c.currency,
            bankAccountId: deposit ? c.bankAccountId : null,
            accountType: deposit ? c.accountType : null,
            accountLast4: deposit ? c.accountLast4 : null,
            // A check is handed over on pay day and a net-zero paycheck sends nothing: neither waits on a bank.
            status: deposit ? ('processing' as const) : ('paid' as const),
          };
        }),
      );
      const counts = await transferCounts(tx, runId);
      await updateRun(tx, runId, { processedCount: counts.total });
      await checkpoint('transfers-batch');
      return false;
    });
    if (done) return;
    await checkpoint('after-transfers-batch');
  }
}

/** Step 2: the run's NACHA file, written once with every direct deposit's trace number. */
async function writeFile(deps: AppDeps, runId: string, payDate: string, employerKey: string, checkpoint: Checkpoint) {
  await deps.db.transaction(async (tx) => {
    await lockPayrollRun(tx, runId);
    if (await findRunFile(tx, runId)) return;
    const entries = await directDepositEntries(tx, runId);
    if (entries.length === 0) return;
    const bank = payrollBankFor(deps.config);
    const identity = await employerIdentityFor({ db: tx, crypto: deps.crypto }, employerKey);
    const companyId = `1${(identity?.fein ?? '').replace(/\D/g, '').padStart(9, '0')}`;
    const nachaEntries: NachaEntry[] = entries.map((e) => ({
      transactionCode: e.accountType === 'savings' ? 32 : 22,
      routingNumber: e.routingNumber,
      accountNumber: deps.crypto.decrypt(e.accountNumberCiphertext),
      amountCents: Number(new Decimal(e.amount).times(100).toFixed(0)),
      individualId: e.transferId.replace(/-/g, '').slice(0, 15),
      individualName: e.name,
    }));
    const file = buildNachaFile({
      immediateDestination: bank.routingNumber,
      immediateOrigin: companyId,
      destinationName: bank.name23,
      originName: (identity?.legalName ?? 'EMPLOYER').slice(0, 23),
      createdAt: deps.clock.now(),
      fileIdModifier: 'A',
      batches: [
        {
          companyName: (identity?.legalName ?? 'EMPLOYER').slice(0, 16),
          companyId,
          entryDescription: 'PAYROLL',
          effectiveEntryDate: payDate,
          originatingDfi: bank.routingNumber.slice(0, 8),
          entries: nachaEntries,
        },
      ],
    });
    await setTraceNumbers(
      tx,
      entries.map((e, k) => ({ transferId: e.transferId, traceNumber: file.traceNumbers[0]![k]! })),
    );
    await insertRunFile(tx, {
      payrollRunId: runId,
      format: 'nacha',
      content: file.text,
      entryCount: file.entryCount,
      totalCredit: new Decimal(file.totalCreditCents).dividedBy(100).toFixed(2),
    });
    await checkpoint('file-written');
  });
  await checkpoint('after-file');
}

/** Step 3: the file to the bank (once: a resubmission after a crash carries the same reference), its answer on each transfer. */
async function submitFile(deps: AppDeps, runId: string, checkpoint: Checkpoint) {
  const file = await findRunFile(deps.db, runId);
  if (!file || file.submittedAt) return;
  const entries = await directDepositEntries(deps.db, runId);
  const result = await payrollBankFor(deps.config).submitCreditFile({
    reference: file.id,
    text: file.content,
    entries: entries.map((e) => ({
      traceNumber: e.traceNumber!,
      accountNumber: deps.crypto.decrypt(e.accountNumberCiphertext),
    })),
  });
  await checkpoint('after-bank');
  await deps.db.transaction(async (tx) => {
    await lockPayrollRun(tx, runId);
    const again = await findRunFile(tx, runId);
    if (again?.submittedAt) return;
    await recordTransferResults(tx, runId, result.entries);
    await markFileSubmitted(tx, file.id, result.bankReference, deps.clock.now());
    await checkpoint('results-recorded');
  });
}

/** Step 4: the items paid and the run ended by its transfers: all paid, some failed, or all failed. */
async function finish(deps: AppDeps, runId: string, checkpoint: Checkpoint) {
  await deps.db.transaction(async (tx) => {
    const run = await lockPayrollRun(tx, runId);
    if (run?.status !== 'processing') return;
    const counts = await transferCounts(tx, runId);
    if (counts.processing > 0) return;
    await markRunItemsPaid(tx, runId);
    const status = counts.failed === 0 ? 'paid' : counts.failed === counts.total ? 'failed' : 'partially_paid';
    await updateRun(tx, runId, { status, processedCount: counts.total });
    await audit(tx, {
      actorUserId: null,
      action: `payroll_run_${status}`,
      entityType: 'payroll_run',
      entityId: runId,
      metadata: { transfers: counts.total, failed: counts.failed },
    });
    await checkpoint('finished');
  });
}

/**
 * Step 5, after the run is paid: each worker paid is e-mailed that the pay stub is ready — no amounts in the
 * e-mail, the stub behind the sign-in. Sent outside any transaction, then marked (a crash between the two
 * sends it again: at least once, never lost).
 */
async function mailStubs(deps: AppDeps, runId: string) {
  for (const s of await stubsToMail(deps.db, runId)) {
    await deps.mailer.send({
      to: s.email,
      subject: 'Your pay stub is ready',
      text: `Your pay stub for ${s.checkDate} is ready. Sign in to see it:\n\n${deps.config.publicUrl}/paychecks/${s.id}\n`,
    });
    await markStubMailed(deps.db, s.id, deps.clock.now());
  }
}

/** Processes one approved run to its end; safe to call again at any point, and concurrently. */
export async function processPayrollRun(deps: AppDeps, runId: string, checkpoint: Checkpoint = () => {}) {
  const [run] = await runsToProcess(deps.db, runId);
  if (!run) return;
  await issueTransfers(deps, runId, checkpoint);
  await writeFile(deps, runId, run.payDate, run.employerKey, checkpoint);
  await submitFile(deps, runId, checkpoint);
  await finish(deps, runId, checkpoint);
  await mailStubs(deps, runId);
}

/** The job: every approved run still processing (pg-boss, every minute; jobs/payroll.ts). */
export async function processApprovedRuns(deps: AppDeps) {
  for (const run of await runsToProcess(deps.db)) await processPayrollRun(deps, run.id);
  // Stubs a crash left unmailed after a run ended.
  for (const run of await runsWithStubsToMail(deps.db)) await mailStubs(deps, run.id);
}

export type { DbOrTx };

/**
 * A bank's ACH return file (issue 13): each returned entry's transfer is marked failed with its reason —
 * never deleted — and its run becomes partially paid (or failed, if nothing was paid); the paycheck stands
 * and can be paid again to a corrected account. Reading the same file twice changes nothing.
 */
export async function importPayrollReturns(
  deps: AppDeps,
  p: Principal,
  text: string,
  ip: string,
): Promise<PayrollReturnsResult> {
  let returns;
  try {
    returns = readAchReturns(text);
  } catch (e) {
    if (e instanceof RangeError) throw unprocessable([{ loc: ['body', 'file'], msg: e.message }]);
    throw e;
  }
  return deps.db.transaction(async (tx) => {
    const transfers = await transfersByTrace(
      tx,
      returns.map((r) => r.traceNumber),
    );
    const byTrace = new Map(transfers.map((x) => [x.traceNumber, x]));
    const result: PayrollReturnsResult = { failed: [], already_failed: 0, unmatched: [] };
    const runs = new Set<string>();
    for (const r of returns) {
      const x = byTrace.get(r.traceNumber);
      if (!x) {
        result.unmatched.push(r.traceNumber);
      } else if (x.status === 'failed' && x.returnCode === r.returnCode) {
        result.already_failed += 1;
      } else {
        await failTransfer(tx, x.id, r.returnCode);
        runs.add(x.payrollRunId);
        result.failed.push({
          transfer_id: x.id,
          payroll_run_id: x.payrollRunId,
          trace_number: r.traceNumber,
          return_code: r.returnCode,
        });
      }
    }
    for (const runId of runs) {
      const run = await lockPayrollRun(tx, runId);
      if (!run || !['paid', 'partially_paid'].includes(run.status)) continue;
      const counts = await transferCounts(tx, runId);
      const status = counts.failed === counts.total ? 'failed' : 'partially_paid';
      if (status !== run.status && mayMovePayrollRun(run.status, status)) await updateRun(tx, runId, { status });
    }
    await auditAs(tx, p, ip, {
      action: 'payroll_returns_imported',
      entityType: 'payroll_transfer',
      metadata: {
        failed: result.failed.length,
        already_failed: result.already_failed,
        unmatched: result.unmatched.length,
      },
    });
    return result;
  });
}
