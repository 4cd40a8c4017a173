/**
 * Processing an approved payroll run (issue 13): a self-funded run's funding debit first (decision 0051),
 * then the transfers of every paycheck (one per account of the worker's split), a NACHA file of the US
 * deposits and a CPA-005 file of the Canadian ones, the bank's answer recorded on each transfer, the run's items marked paid and the run ended paid,
 * partially paid or failed. A US account whose prenote has not cleared is not paid: the NACHA file carries
 * its prenote (23/33, zero) if none went yet, and its share of the split is paid by check (decision 0067). Crash-safe by construction: every step is its own transaction that finds what
 * the previous steps left, so processing killed at any point and run again picks up where it stopped and
 * never issues anything twice (payroll-processing.crash.test.ts). Progress (paychecks issued of the total)
 * is written as it goes, for the run page (decision 0048).
 */
import Decimal from 'decimal.js';
import {
  depositStateOn,
  fallbackReasonOf,
  mayMovePayrollRun,
  prenoteClearsOn,
  type PayrollReturnsResult,
} from '@app/domain';
import { buildCpa005File, buildNachaFile, splitNetPay, type NachaEntry } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { openBankFile, sealBankFile } from '../../lib/bank-files.js';
import { returnsOfFile } from '../../lib/ach-returns.js';
import { audit, auditAs } from '../../lib/audit.js';
import type { Principal } from '../../lib/principal.js';
import { employerIdentityFor } from '../company-taxes/company-taxes.service.js';
import { nextCpa005FileNumber } from './cpa005-file-number.js';
import { notifyPayStubsReady } from './pay-stub-events.repository.js';
import { payrollBankFor } from './payroll-bank.js';
import { fundRun } from './payroll-funding.service.js';
import {
  debitsByTrace,
  reopenReturnNotice,
  depositsOf,
  findFile,
  insertFile,
  markFileSent,
  paychecksPaidCount,
  paychecksToPay,
  setDebitResult,
} from './payroll-funding.repository.js';
import {
  failTransfer,
  insertTransfers,
  lockPayrollRun,
  markRunItemsPaid,
  recordTransferResults,
  runsToProcess,
  setTraceNumbers,
  transferCounts,
  transfersByTrace,
  updateRun,
} from './payroll-runs.repository.js';
import { nextTraceSequences } from './payroll-trace.repository.js';
import { accountClosingReturns } from './account-returns.js';
import {
  accountsToPrenote,
  closeReturnedAccounts,
  failPrenote,
  markPrenotesCleared,
  markPrenotesSent,
  prenotesByTrace,
  prenotesOfFile,
} from './deposit-prenotes.repository.js';
import { askToLoadPay, cardsReceivingPay, recordPayLoad, type PayLoad } from '../pay-cards/pay-cards.service.js';
import { setTransferResult } from './paycheck-corrections.repository.js';
import { cardTransfersToLoad, stillToLoad, type TransferToLoad } from './pay-card-transfers.repository.js';
import { nextNachaFileIdModifier } from './nacha-file-id-modifier.js';
import { recordApiEventsOf } from '../events/events.service.js';

/** Where a test stops processing on purpose: between steps and inside a step's transaction before it commits. */
export type Checkpoint = (label: string) => void | Promise<void>;

const BATCH = 500;

/** The country whose deposits a paycheck's currency can go to: US dollars to US accounts, Canadian dollars to Canadian. */
const COUNTRY_OF_CURRENCY: Record<string, 'US' | 'CA'> = { USD: 'US', CAD: 'CA' };

type PaycheckToPay = Awaited<ReturnType<typeof paychecksToPay>>[number];
type PayingCard = Awaited<ReturnType<typeof cardsReceivingPay>>[number];

type DepositAccount = PaycheckToPay['accounts'][number];

/**
 * Whether a deposit may go to the account today: a US account's prenote, or a live return that closed it
 * (decision 0078); a Canadian account (CPA-005) needs no prenote and counts as cleared.
 */
const depositToday = (a: DepositAccount, today: string) => (a.country === 'US' ? depositStateOn(a, today) : 'cleared');

/**
 * A paycheck's transfers: nothing to send for net zero (paid), a check where the worker has no account in
 * the currency's country, else one per account of the worker's split (decision 0051): a direct deposit, or
 * a check for that share when the account's prenote has not cleared or came back (decision 0067).
 */
function transfersOf(
  runId: string,
  c: PaycheckToPay,
  today: string,
  card?: PayingCard,
): Parameters<typeof insertTransfers>[1] {
  const base = {
    paycheckId: c.id,
    payrollRunId: runId,
    partnerId: c.partnerId,
    contractorId: c.contractorId,
    currency: c.currency,
  };
  if (new Decimal(c.net).isZero())
    return [{ ...base, sequence: 0, method: 'none' as const, amount: c.net, status: 'paid' as const }];
  // The worker chose a pay card: the whole net pay is loaded onto it (US dollars; the card is a US program).
  if (card && c.currency === 'USD')
    return [
      {
        ...base,
        sequence: 0,
        method: 'pay_card' as const,
        amount: c.net,
        accountLast4: card.last4,
        status: 'processing' as const,
      },
    ];
  const accounts = c.accounts.filter((a) => a.country === COUNTRY_OF_CURRENCY[c.currency]);
  // A split needs its remainder account; without one (only a leftover split account) the last account takes it.
  const rules = accounts.map((a, k) => ({
    id: a.id,
    kind: accounts.some((x) => x.allocationKind === 'remainder')
      ? a.allocationKind
      : k === accounts.length - 1
        ? ('remainder' as const)
        : a.allocationKind,
    value: a.allocationValue,
  }));
  // A check is handed over on pay day: it does not wait on a bank.
  if (accounts.length === 0)
    return [{ ...base, sequence: 0, method: 'check' as const, amount: c.net, status: 'paid' as const }];
  return splitNetPay(c.net, rules).map((share, k) => {
    const a = accounts.find((x) => x.id === share.id)!;
    const state = depositToday(a, today);
    // Not verified yet, or returned: the share goes by check, handed over on pay day like any check.
    if (state !== 'cleared') {
      return {
        ...base,
        sequence: k,
        method: 'check' as const,
        amount: share.amount,
        status: 'paid' as const,
        fallbackForAccountId: a.id,
        fallbackReason: fallbackReasonOf(state),
      };
    }
    return {
      ...base,
      sequence: k,
      method: 'direct_deposit' as const,
      amount: share.amount,
      bankAccountId: a.id,
      accountType: a.accountType,
      accountLast4: a.accountLast4,
      status: 'processing' as const,
    };
  });
}

/** Step 1, in batches: every paycheck without transfers gets all of them at once (one per account of its split). */
async function issueTransfers(deps: AppDeps, runId: string, checkpoint: Checkpoint) {
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      await lockPayrollRun(tx, runId);
      const checks = await paychecksToPay(tx, runId, BATCH);
      if (checks.length === 0) return true;
      const cards = new Map(
        (await cardsReceivingPay(tx, [...new Set(checks.map((c) => c.contractorId))])).map((k) => [k.contractorId, k]),
      );
      const today = todayOf(deps);
      await insertTransfers(
        tx,
        checks.flatMap((c) => transfersOf(runId, c, today, cards.get(c.contractorId))),
      );
      // Prenotes whose 3 banking days have passed are recorded cleared as they are first paid to.
      await markPrenotesCleared(
        tx,
        checks.flatMap((c) => c.accounts.filter((a) => a.prenoteStatus === 'pending').map((a) => a.id)),
        today,
      );
      await updateRun(tx, runId, { processedCount: await paychecksPaidCount(tx, runId) });
      await checkpoint('transfers-batch');
      return false;
    });
    if (done) return;
    await checkpoint('after-transfers-batch');
  }
}

const todayOf = (deps: AppDeps) => deps.clock.now().toISOString().slice(0, 10);

/**
 * Step 2a: the run's NACHA file of US deposits, written once with every deposit's trace number, and a
 * prenote (23 checking / 33 savings, zero) to each new account of the run's workers — pending from then,
 * clearing 3 banking days after the file's effective entry date (decision 0067).
 */
async function writeNachaFile(
  deps: AppDeps,
  runId: string,
  payDate: string,
  employerKey: string,
  checkpoint: Checkpoint,
) {
  await deps.db.transaction(async (tx) => {
    await lockPayrollRun(tx, runId);
    if (await findFile(tx, runId, 'nacha')) return;
    const entries = await depositsOf(tx, runId, 'US');
    const prenotes = await accountsToPrenote(tx, runId);
    if (entries.length === 0 && prenotes.length === 0) return;
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
    // After the credits, the new accounts' prenotes: the same fields, no money, the account's id as ours.
    for (const a of prenotes) {
      nachaEntries.push({
        transactionCode: a.accountType === 'savings' ? 33 : 23,
        routingNumber: a.routingNumber,
        accountNumber: deps.crypto.decrypt(a.accountNumberCiphertext),
        amountCents: 0,
        individualId: a.id.replace(/-/g, '').slice(0, 15),
        individualName: a.name,
      });
    }
    const file = buildNachaFile({
      immediateDestination: bank.routingNumber,
      immediateOrigin: companyId,
      destinationName: bank.name23,
      originName: (identity?.legalName ?? 'EMPLOYER').slice(0, 23),
      createdAt: deps.clock.now(),
      fileIdModifier: await nextNachaFileIdModifier(tx, companyId, deps.clock.now()),
      traceSequences: await nextTraceSequences(tx, nachaEntries.length),
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
    const written = await insertFile(tx, {
      payrollRunId: runId,
      format: 'nacha',
      content: sealBankFile(deps.crypto, file.text),
      entryCount: file.entryCount,
      prenoteCount: prenotes.length,
      totalCredit: new Decimal(file.totalCreditCents).dividedBy(100).toFixed(2),
    });
    await markPrenotesSent(
      tx,
      prenotes.map((a, k) => ({ accountId: a.id, traceNumber: file.traceNumbers[0]![entries.length + k]! })),
      { fileId: written.id, sentAt: deps.clock.now(), effectiveDate: payDate, clearsOn: prenoteClearsOn(payDate) },
    );
    await checkpoint('file-written');
  });
  await checkpoint('after-file');
}

/** The cross reference a CPA-005 credit carries (and its transfer's trace number): the transfer id's first 19 hex digits. */
const crossReferenceOf = (transferId: string) => transferId.replace(/-/g, '').slice(0, 19);

/**
 * Step 2b: the run's CPA-005 file of Canadian deposits (CAD paychecks to Canadian accounts), written once;
 * each credit's cross reference becomes its transfer's trace number, which the bank's answer names.
 */
async function writeCpa005File(
  deps: AppDeps,
  runId: string,
  payDate: string,
  employerKey: string,
  checkpoint: Checkpoint,
) {
  await deps.db.transaction(async (tx) => {
    await lockPayrollRun(tx, runId);
    if (await findFile(tx, runId, 'cpa005')) return;
    const entries = await depositsOf(tx, runId, 'CA');
    if (entries.length === 0) return;
    const bank = payrollBankFor(deps.config).cpa005;
    const identity = await employerIdentityFor({ db: tx, crypto: deps.crypto }, employerKey);
    const name = identity?.legalName ?? 'EMPLOYER';
    const file = buildCpa005File({
      ...bank,
      fileCreationNumber: await nextCpa005FileNumber(tx),
      createdAt: deps.clock.now(),
      currency: 'CAD',
      originatorShortName: name,
      originatorLongName: name,
      credits: entries.map((e) => ({
        amountCents: Number(new Decimal(e.amount).times(100).toFixed(0)),
        dueDate: payDate,
        institution: e.routingNumber.slice(1, 4),
        transit: e.routingNumber.slice(4, 9),
        accountNumber: deps.crypto.decrypt(e.accountNumberCiphertext),
        payeeName: e.name,
        crossReference: crossReferenceOf(e.transferId),
      })),
    });
    await setTraceNumbers(
      tx,
      entries.map((e) => ({ transferId: e.transferId, traceNumber: crossReferenceOf(e.transferId) })),
    );
    await insertFile(tx, {
      payrollRunId: runId,
      format: 'cpa005',
      content: sealBankFile(deps.crypto, file.text),
      entryCount: file.creditCount,
      totalCredit: new Decimal(file.totalCreditCents).dividedBy(100).toFixed(2),
    });
    await checkpoint('cpa005-written');
  });
}

/**
 * Step 3: a file to the bank (once: a resubmission after a crash carries the same reference), its answer on
 * each transfer — and on each prenote: one the bank returned fails its account (decision 0067).
 */
async function submitFile(deps: AppDeps, runId: string, format: 'nacha' | 'cpa005', checkpoint: Checkpoint) {
  const file = await findFile(deps.db, runId, format);
  if (!file || file.submittedAt) return;
  const entries = await depositsOf(deps.db, runId, format === 'nacha' ? 'US' : 'CA');
  const prenotes = format === 'nacha' ? await prenotesOfFile(deps.db, file.id) : [];
  const result = await payrollBankFor(deps.config).submitCreditFile({
    reference: file.id,
    text: openBankFile(deps.crypto, file.content),
    entries: [
      ...entries.map((e) => ({
        traceNumber: e.traceNumber!,
        accountNumber: deps.crypto.decrypt(e.accountNumberCiphertext),
      })),
      ...prenotes.map((a) => ({
        traceNumber: a.traceNumber!,
        accountNumber: deps.crypto.decrypt(a.accountNumberCiphertext),
        prenote: true,
      })),
    ],
  });
  await checkpoint('after-bank');
  const prenoteTraces = new Set(prenotes.map((a) => a.traceNumber));
  await deps.db.transaction(async (tx) => {
    await lockPayrollRun(tx, runId);
    if ((await findFile(tx, runId, format))?.submittedAt) return;
    await recordTransferResults(
      tx,
      runId,
      result.entries.filter((r) => !prenoteTraces.has(r.traceNumber)),
    );
    for (const r of result.entries) {
      if (prenoteTraces.has(r.traceNumber) && r.status === 'returned' && r.returnCode) {
        await failPrenote(tx, r.traceNumber, r.returnCode, deps.clock.now());
      }
    }
    await closeReturnedAccounts(tx, accountClosingReturns(result.entries, prenoteTraces), deps.clock.now());
    await markFileSent(tx, file.id, result.bankReference, deps.clock.now());
    await checkpoint('results-recorded');
  });
}

/**
 * Step 3b, in batches: each pay card transfer loaded through the provider — asked outside any transaction,
 * its id the reference, so a retry after a crash or a second processing is answered the same way — then the
 * answers recorded in one transaction under the run's lock (a settled load on the card's ledger, the
 * transfer paid; a declined one failed with the provider's code, re-sendable like a returned deposit). A
 * transfer another processing recorded meanwhile is left as it is.
 */
async function loadPayCards(deps: AppDeps, runId: string, checkpoint: Checkpoint) {
  for (;;) {
    const pending = await cardTransfersToLoad(deps.db, runId, BATCH);
    if (pending.length === 0) return;
    const loads: [TransferToLoad, PayLoad][] = [];
    for (const x of pending) loads.push([x, await askToLoadPay(deps, x)]);
    await checkpoint('card-loads-asked');
    await deps.db.transaction(async (tx) => {
      await lockPayrollRun(tx, runId);
      const still = await stillToLoad(
        tx,
        loads.map(([x]) => x.id),
      );
      for (const [x, loaded] of loads) {
        if (!still.has(x.id)) continue;
        await recordPayLoad(tx, x, loaded, deps.clock.now());
        const { answer } = loaded;
        await setTransferResult(
          tx,
          x.id,
          answer.status === 'settled' ? 'paid' : 'failed',
          answer.status === 'declined' ? answer.code : null,
        );
      }
      await checkpoint('card-loads-batch');
    });
  }
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
    await updateRun(tx, runId, { status, processedCount: await paychecksPaidCount(tx, runId) });
    await recordApiEventsOf(tx, 'payroll_run.paid', [runId]);
    // Each paid paycheck's worker is told in-app, in this transaction (decision 0081); the e-mail follows.
    await notifyPayStubsReady(tx, runId);
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

/** Processes one approved run to its end; safe to call again at any point, and concurrently. */
export async function processPayrollRun(deps: AppDeps, runId: string, checkpoint: Checkpoint = () => {}) {
  const [run] = await runsToProcess(deps.db, runId);
  if (!run) return;
  // A self-funded run's money is pulled first; no credit goes until that debit has settled.
  if ((await fundRun(deps, runId, checkpoint)) !== 'funded') return;
  await issueTransfers(deps, runId, checkpoint);
  await writeNachaFile(deps, runId, run.payDate, run.employerKey, checkpoint);
  await writeCpa005File(deps, runId, run.payDate, run.employerKey, checkpoint);
  await submitFile(deps, runId, 'nacha', checkpoint);
  await submitFile(deps, runId, 'cpa005', checkpoint);
  await loadPayCards(deps, runId, checkpoint);
  await finish(deps, runId, checkpoint);
  // The pay stub e-mails are not part of processing: their own job sends them once the run has ended
  // (pay-stub-mail.service.ts, decision 0066).
}

/** The job: every approved run still processing (pg-boss, every minute; jobs/payroll.ts); answers their ids. */
export async function processApprovedRuns(deps: AppDeps): Promise<string[]> {
  const runs = await runsToProcess(deps.db);
  for (const run of runs) await processPayrollRun(deps, run.id);
  return runs.map((r) => r.id);
}

export type { DbOrTx };

/**
 * A bank's ACH return file (issue 13): each returned entry's transfer is marked failed with its reason —
 * never deleted — and its run becomes partially paid (or failed, if nothing was paid); the paycheck stands
 * and can be paid again to a corrected account. A returned prenote marks its deposit account's prenote
 * failed (never deleted): no later run pays to it (decision 0067). Reading the same file twice changes nothing.
 */
export async function importPayrollReturns(
  deps: AppDeps,
  p: Principal,
  text: string,
  ip: string,
): Promise<PayrollReturnsResult> {
  const returns = returnsOfFile(text);
  return deps.db.transaction(async (tx) => {
    const transfers = await transfersByTrace(
      tx,
      returns.map((r) => r.traceNumber),
    );
    const byTrace = new Map(transfers.map((x) => [x.traceNumber, x]));
    const prenotes = await prenotesByTrace(
      tx,
      returns.map((r) => r.traceNumber).filter((t) => !byTrace.has(t)),
    );
    const debits = new Map(
      (
        await debitsByTrace(
          tx,
          returns.map((r) => r.traceNumber).filter((t) => !byTrace.has(t)),
        )
      ).map((d) => [d.traceNumber!, d]),
    );
    const result: PayrollReturnsResult = {
      failed: [],
      already_failed: 0,
      prenotes_failed: [],
      debits_returned: [],
      unmatched: [],
    };
    const runs = new Set<string>();
    for (const r of returns) {
      const x = byTrace.get(r.traceNumber);
      const accounts = x ? [] : prenotes.filter((a) => a.traceNumber === r.traceNumber);
      const debit = x ? undefined : debits.get(r.traceNumber);
      if (debit) {
        // A self-funded run's funding debit: recorded whenever it comes back (decision 0051).
        if (debit.status === 'failed' && debit.returnCode === r.returnCode) {
          result.already_failed += 1;
          continue;
        }
        await setDebitResult(tx, debit.id, { status: 'failed', returnCode: r.returnCode });
        debit.status = 'failed';
        debit.returnCode = r.returnCode;
        // A collection of a returned debit came back too: owed again, and its staff told again (decision 0113).
        if (debit.collectsDebitId) await reopenReturnNotice(tx, debit.collectsDebitId);
        await auditAs(tx, p, ip, {
          action: 'payroll_funding_debit_returned',
          entityType: 'payroll_run',
          entityId: debit.payrollRunId,
          metadata: {
            return_code: r.returnCode,
            amount: debit.amount,
            currency: debit.currency,
            ...(debit.collectsDebitId && { collection_id: debit.id }),
          },
        });
        result.debits_returned.push({
          payroll_run_id: debit.payrollRunId,
          trace_number: r.traceNumber,
          return_code: r.returnCode,
          amount: debit.amount,
        });
      } else if (!x && accounts.length > 0) {
        const fresh = accounts.filter((a) => !(a.status === 'failed' && a.returnCode === r.returnCode));
        if (fresh.length === 0) {
          result.already_failed += 1;
          continue;
        }
        await failPrenote(tx, r.traceNumber, r.returnCode, deps.clock.now());
        for (const a of fresh) {
          a.status = 'failed';
          a.returnCode = r.returnCode;
          result.prenotes_failed.push({
            bank_account_id: a.id,
            trace_number: r.traceNumber,
            return_code: r.returnCode,
          });
        }
      } else if (!x) {
        result.unmatched.push(r.traceNumber);
      } else if (x.status === 'failed' && x.returnCode === r.returnCode) {
        result.already_failed += 1;
      } else {
        await failTransfer(tx, x.id, r.returnCode);
        await closeReturnedAccounts(tx, accountClosingReturns([{ ...r, status: 'returned' }]), deps.clock.now());
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
        prenotes_failed: result.prenotes_failed.length,
        debits_returned: result.debits_returned.length,
        already_failed: result.already_failed,
        unmatched: result.unmatched.length,
      },
    });
    return result;
  });
}
