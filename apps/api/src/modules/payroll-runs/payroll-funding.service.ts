/**
 * A self-funded run's funding debit (issue 13; decision 0051): before any credit goes, the run's net pay is
 * pulled from the partner's primary payroll bank account by a CCD debit (27 checking / 37 savings) in its
 * own NACHA file, submitted through the bank adapter with the file's id as its reference. Credits wait
 * until the debit settles; a returned debit ends the run failed with the bank's reason and no transfer is
 * ever made. Each step is its own transaction that finds what the previous left (decision 0048's
 * crash-safety): killed anywhere and run again, one debit, one file, one submission answer recorded.
 *
 * What is pulled: the run's net pay in US dollars — what the workers receive. Taxes withheld and the
 * employer's own taxes are not pulled: the employer deposits them itself (the run's tax liabilities say
 * what and to whom), and the platform does not remit them. Canadian (CAD) paychecks are not in the debit.
 */
import Decimal from 'decimal.js';
import { bankingDaysFrom, type PaycheckDeposit } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { openBankFile, sealBankFile } from '../../lib/bank-files.js';
import { audit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import {
  payrollBankAccountOfDebit,
  primaryPayrollBankAccount,
} from '../payroll-bank-accounts/payroll-bank-accounts.service.js';
import { payrollBankFor } from './payroll-bank.js';
import {
  findFile,
  findRunDebit,
  insertFile,
  insertRunDebit,
  markFileSent,
  netPayByCurrency,
  owedDebitsOfPartner,
  runForFunding,
  setDebitResult,
  transfersOfPaycheck,
} from './payroll-funding.repository.js';
import type { Checkpoint } from './payroll-processing.service.js';
import { findPaycheck, lockPayrollRun, transferCounts, updateRun } from './payroll-runs.repository.js';
import { paycheckScope } from './payroll-runs.scope.js';
import { nextTraceSequences } from './payroll-trace.repository.js';
import { fallbacksOf } from './transfer-fallbacks.js';
import { fundingDebitFile } from './funding-debit-file.js';

const NO_ACCOUNT =
  'Add a primary payroll bank account first: a self-funded run is debited from it before anyone is paid';

/**
 * The approve path's check: a self-funded run needs a primary payroll bank account to be debited from.
 * Asked before the e-mailed code, so a run that cannot be funded is refused (409) without one.
 */
export async function mustBeFundable(db: DbOrTx, run: { funding: string; partnerId: string }) {
  if (run.funding !== 'self_funded') return;
  if (!(await primaryPayrollBankAccount(db, run.partnerId))) throw conflict(NO_ACCOUNT);
  // A debit that came back after its workers were paid holds the partner's next self-funded run (decision 0113).
  const [owed] = await owedDebitsOfPartner(db, run.partnerId);
  if (owed) {
    const { debit, payDate } = owed;
    throw conflict(
      `The funding debit of the run paid ${payDate} was returned${debit.returnCode ? ` (${debit.returnCode})` : ''} ` +
        `after its workers were paid: ${debit.currency} ${debit.amount} is owed. Collect it on that run's page ` +
        `(/payroll_runs/${debit.payrollRunId}) before another self-funded run is approved`,
    );
  }
}

/** The day the debit should settle: a banking day before pay day, never before today. */
function debitDate(payDate: string, today: string) {
  const day = bankingDaysFrom(payDate, -1);
  return day < today ? today : day;
}

/** Step F1: the debit and its NACHA file, written once (the run row locked). */
async function writeDebit(deps: AppDeps, runId: string, checkpoint: Checkpoint) {
  await deps.db.transaction(async (tx) => {
    const run = await lockPayrollRun(tx, runId);
    if (run?.status !== 'processing' || (await findRunDebit(tx, runId))) return;
    const account = await primaryPayrollBankAccount(tx, run.partnerId);
    // Its primary was retired after approval: nothing is pulled or paid until the partner adds one.
    if (!account) return;
    const usd = (await netPayByCurrency(tx, runId)).find((r) => r.currency === 'USD');
    const amount = new Decimal(usd?.net ?? 0);
    const debit = await insertRunDebit(tx, {
      payrollRunId: runId,
      partnerId: run.partnerId,
      payrollBankAccountId: account.id,
      amount: amount.toFixed(2),
      currency: 'USD',
      // Nothing to pull: the run is funded as it stands.
      status: amount.isZero() ? 'paid' : 'processing',
    });
    if (amount.isZero()) return;
    const [traceSequence] = await nextTraceSequences(tx, 1);
    const file = await fundingDebitFile(deps, tx, {
      employerKey: run.employerKey,
      account,
      amount,
      debitId: debit.id,
      effectiveEntryDate: debitDate(run.payDate, deps.clock.now().toISOString().slice(0, 10)),
      traceSequence: traceSequence!,
    });
    await setDebitResult(tx, debit.id, { traceNumber: file.traceNumbers[0]![0]! });
    await insertFile(tx, {
      payrollRunId: runId,
      format: 'nacha_debit',
      content: sealBankFile(deps.crypto, file.text),
      entryCount: file.entryCount,
      totalCredit: '0.00',
    });
    await checkpoint('debit-written');
  });
  await checkpoint('after-debit-written');
}

/** Step F2: the debit file to the bank (a resubmission carries the same reference), its answer recorded once. */
async function submitDebit(deps: AppDeps, runId: string, checkpoint: Checkpoint) {
  const file = await findFile(deps.db, runId, 'nacha_debit');
  const debit = await findRunDebit(deps.db, runId);
  if (!file || file.submittedAt || !debit?.traceNumber) return;
  const account = await payrollBankAccountOfDebit(deps.db, debit.payrollBankAccountId);
  if (!account) return;
  const result = await payrollBankFor(deps.config).submitDebitFile({
    reference: file.id,
    text: openBankFile(deps.crypto, file.content),
    entries: [{ traceNumber: debit.traceNumber, accountNumber: deps.crypto.decrypt(account.accountNumberCiphertext) }],
  });
  await checkpoint('after-debit-bank');
  const answer = result.entries.find((e) => e.traceNumber === debit.traceNumber);
  await deps.db.transaction(async (tx) => {
    await lockPayrollRun(tx, runId);
    if ((await findFile(tx, runId, 'nacha_debit'))?.submittedAt) return;
    if (answer) {
      await setDebitResult(tx, debit.id, {
        status: answer.status === 'settled' ? 'paid' : 'failed',
        returnCode: answer.returnCode,
      });
    }
    await markFileSent(tx, file.id, result.bankReference, deps.clock.now());
    await checkpoint('debit-recorded');
  });
}

/** Step F3: a returned debit ends the run failed, with the bank's reason, before any transfer exists. */
async function failUnfunded(deps: AppDeps, runId: string, returnCode: string | null, checkpoint: Checkpoint) {
  await deps.db.transaction(async (tx) => {
    const run = await lockPayrollRun(tx, runId);
    if (run?.status !== 'processing') return;
    await updateRun(tx, runId, { status: 'failed' });
    await audit(tx, {
      actorUserId: null,
      action: 'payroll_run_failed',
      entityType: 'payroll_run',
      entityId: runId,
      metadata: { reason: 'funding_debit_returned', return_code: returnCode },
    });
    await checkpoint('unfunded');
  });
}

/**
 * Processing's first step for a self-funded run: 'funded' once the debit has settled (credits may go),
 * 'waiting' while it has not (or no account is there to debit), 'failed' when it came back.
 */
export async function fundRun(deps: AppDeps, runId: string, checkpoint: Checkpoint) {
  const run = await runForFunding(deps.db, runId);
  if (run?.funding !== 'self_funded') return 'funded' as const;
  await writeDebit(deps, runId, checkpoint);
  await submitDebit(deps, runId, checkpoint);
  const debit = await findRunDebit(deps.db, runId);
  if (!debit) return 'waiting' as const;
  if (debit.status === 'failed') {
    // Returned after it settled and the credits were written (a later return imported mid-processing): the
    // credits stand and are finished; the run's funding says what the employer owes (returnedDebitReason).
    if ((await transferCounts(deps.db, runId)).total > 0) return 'funded' as const;
    await failUnfunded(deps, runId, debit.returnCode, checkpoint);
    return 'failed' as const;
  }
  return debit.status === 'paid' ? ('funded' as const) : ('waiting' as const);
}

/**
 * GET /v2/paychecks/{id}/deposits: how the paycheck was paid, one row per account of its split — a share
 * paid by check while its account's prenote clears says which account it stands in for (decision 0067).
 */
export async function paycheckDeposits(db: DbOrTx, p: Principal, paycheckId: string): Promise<PaycheckDeposit[]> {
  if (!(await findPaycheck(db, paycheckId, paycheckScope(p, db)))) throw notFound();
  const transfers = await transfersOfPaycheck(db, paycheckId);
  const fallbackOf = await fallbacksOf(db, transfers);
  return transfers.map((t) => ({
    sequence: t.sequence,
    method: t.method,
    amount: t.amount,
    account_masked: t.accountLast4 ? `•••••${t.accountLast4}` : null,
    status: t.status,
    return_code: t.returnCode,
    fallback: fallbackOf(t),
  }));
}
