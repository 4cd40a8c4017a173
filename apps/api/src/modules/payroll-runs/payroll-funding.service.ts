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
import { bankingDaysFrom, type PayrollRunFunding, type PaycheckDeposit } from '@app/domain';
import { buildNachaFile } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { openBankFile, sealBankFile } from '../../lib/bank-files.js';
import { audit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { employerIdentityFor } from '../company-taxes/company-taxes.service.js';
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
  runForFunding,
  setDebitResult,
  transfersOfPaycheck,
} from './payroll-funding.repository.js';
import type { Checkpoint } from './payroll-processing.service.js';
import { findPaycheck, findPayrollRun, lockPayrollRun, transferCounts, updateRun } from './payroll-runs.repository.js';
import { paycheckScope, payrollRunScope } from './payroll-runs.scope.js';
import { nextTraceSequences } from './payroll-trace.repository.js';
import { fallbacksOf } from './transfer-fallbacks.js';
import { nextNachaFileIdModifier } from './nacha-file-id-modifier.js';

const NO_ACCOUNT =
  'Add a primary payroll bank account first: a self-funded run is debited from it before anyone is paid';

/**
 * The approve path's check: a self-funded run needs a primary payroll bank account to be debited from.
 * Asked before the e-mailed code, so a run that cannot be funded is refused (409) without one.
 */
export async function mustBeFundable(db: DbOrTx, run: { funding: string; partnerId: string }) {
  if (run.funding !== 'self_funded') return;
  if (!(await primaryPayrollBankAccount(db, run.partnerId))) throw conflict(NO_ACCOUNT);
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
    const bank = payrollBankFor(deps.config);
    const identity = await employerIdentityFor({ db: tx, crypto: deps.crypto }, run.employerKey);
    const companyId = `1${(identity?.fein ?? '').replace(/\D/g, '').padStart(9, '0')}`;
    const name = (identity?.legalName ?? 'EMPLOYER').slice(0, 23);
    const file = buildNachaFile({
      immediateDestination: bank.routingNumber,
      immediateOrigin: companyId,
      destinationName: bank.name23,
      originName: name,
      createdAt: deps.clock.now(),
      fileIdModifier: await nextNachaFileIdModifier(tx, companyId, deps.clock.now()),
      traceSequences: await nextTraceSequences(tx, 1),
      batches: [
        {
          secCode: 'CCD',
          companyName: name.slice(0, 16),
          companyId,
          entryDescription: 'PAYROLL',
          effectiveEntryDate: debitDate(run.payDate, deps.clock.now().toISOString().slice(0, 10)),
          originatingDfi: bank.routingNumber.slice(0, 8),
          entries: [
            {
              transactionCode: account.accountType === 'savings' ? 37 : 27,
              routingNumber: deps.crypto.decrypt(account.routingNumberCiphertext),
              accountNumber: deps.crypto.decrypt(account.accountNumberCiphertext),
              amountCents: Number(amount.times(100).toFixed(0)),
              individualId: debit.id.replace(/-/g, '').slice(0, 15),
              individualName: account.accountHolder,
            },
          ],
        },
      ],
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

const REASONS: Record<string, string> = {
  R01: 'insufficient funds',
  R02: 'account closed',
  R03: 'no account or unable to locate the account',
  R04: 'invalid account number',
};

/**
 * Why a failed debit matters: returned before any credit went, no one was paid (the run fails, or has failed);
 * returned after the credits went (a later return, decision 0051), the workers were paid and the employer owes
 * the amount.
 */
function returnedDebitReason(
  debit: { returnCode: string | null; amount: string; currency: string },
  creditsWent: boolean,
) {
  const code = debit.returnCode ? ` (${debit.returnCode}: ${REASONS[debit.returnCode] ?? 'see the return code'})` : '';
  if (!creditsWent) return `The funding debit was returned${code}: no one was paid`;
  return `The funding debit was returned${code} after the workers were paid: the employer owes ${debit.currency} ${new Decimal(debit.amount).toFixed(2)}, to be collected again`;
}

/** GET /v2/payroll_runs/{id}/funding: how the run is funded and, for a self-funded one, its debit. */
export async function runFunding(db: DbOrTx, p: Principal, runId: string): Promise<PayrollRunFunding> {
  const seen = await findPayrollRun(db, runId, payrollRunScope(p, db));
  if (!seen) throw notFound();
  const debit = await findRunDebit(db, runId);
  if (seen.run.funding !== 'self_funded' || !debit) return { funding: seen.run.funding, debit: null };
  const account = await payrollBankAccountOfDebit(db, debit.payrollBankAccountId);
  return {
    funding: seen.run.funding,
    debit: {
      amount: debit.amount,
      currency: debit.currency,
      account_masked: `•••••${account?.accountLast4 ?? ''}`,
      status: debit.status,
      return_code: debit.returnCode,
      reason:
        debit.status === 'failed' ? returnedDebitReason(debit, (await transferCounts(db, runId)).total > 0) : null,
    },
  };
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
