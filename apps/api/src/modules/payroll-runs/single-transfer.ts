/**
 * One transfer sent on its own, after its run was processed (decision 0050): a reissued paycheck's, or a
 * failed transfer re-sent to the worker's current account. Created inside the command's transaction
 * (`startTransfer`: a direct deposit with its own trace number, a check when the worker has no account —
 * or when that account's prenote has not cleared or came back (decision 0067) — nothing for net zero); sent after it commits (`sendTransfer`: a one-entry NACHA file to the same bank
 * adapter processing uses, the transfer's id its reference so a repeat is answered the same), the bank's
 * answer recorded and the run's status recomputed. A send cut off half-way is finished by asking again.
 */
import Decimal from 'decimal.js';
import { depositStateOn, fallbackReasonOf, mayMovePayrollRun } from '@app/domain';
import { buildNachaFile } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { employerIdentityFor } from '../company-taxes/company-taxes.service.js';
import { recordApiEventsOf } from '../events/events.service.js';
import { payrollBankFor } from './payroll-bank.js';
import {
  bankAccountById,
  currentBankAccountOf,
  findTransfer,
  insertTransfer,
  nextTraceNumber,
  runPaymentCounts,
  setTransferResult,
  type PaycheckRow,
  type TransferRow,
} from './paycheck-corrections.repository.js';
import { findPayrollRun, lockPayrollRun, updateRun } from './payroll-runs.repository.js';
import { nextNachaFileIdModifier } from './nacha-file-id-modifier.js';
import { notifyPayStubsReady } from './pay-stub-events.repository.js';
import { accountClosingReturns } from './account-returns.js';
import { closeReturnedAccounts } from './deposit-prenotes.repository.js';

/** Writes the transfer that pays `paycheck` (inside the caller's transaction, its run locked). */
export async function startTransfer(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  paycheck: PaycheckRow,
  amount: string,
  resentFromId: string | null,
): Promise<TransferRow> {
  const account = await currentBankAccountOf(tx, paycheck.contractorId);
  const nothing = new Decimal(amount).isZero();
  // An account not verified by its prenote yet (its prenote goes with the next run), or closed by a live
  // return (decision 0078), is not paid to: a check instead.
  const state = account ? depositStateOn(account, deps.clock.now().toISOString().slice(0, 10)) : null;
  const deposit = !nothing && account !== undefined && state === 'cleared';
  const fallback = !nothing && account !== undefined && state !== null && state !== 'cleared';
  const bank = payrollBankFor(deps.config);
  return insertTransfer(tx, {
    paycheckId: paycheck.id,
    payrollRunId: paycheck.payrollRunId,
    partnerId: paycheck.partnerId,
    contractorId: paycheck.contractorId,
    method: nothing ? 'none' : deposit ? 'direct_deposit' : 'check',
    amount,
    currency: paycheck.currency,
    bankAccountId: deposit ? account.id : null,
    accountType: deposit ? account.accountType : null,
    accountLast4: deposit ? account.accountLast4 : null,
    traceNumber: deposit ? await nextTraceNumber(tx, bank.routingNumber.slice(0, 8)) : null,
    // A check is handed over on its date and net zero sends nothing: neither waits on a bank.
    status: deposit ? 'processing' : 'paid',
    resentFromId,
    fallbackForAccountId: fallback ? account.id : null,
    fallbackReason: fallback ? fallbackReasonOf(state) : null,
  });
}

/** The run's status from what its paychecks were paid: all paid, some failed, or none paid. */
export async function settleRunStatus(tx: DbOrTx, runId: string) {
  const run = await lockPayrollRun(tx, runId);
  if (!run || !['paid', 'partially_paid', 'failed'].includes(run.status)) return;
  const c = await runPaymentCounts(tx, runId);
  if (c.processing > 0) return;
  const status = c.failed === 0 ? 'paid' : c.paid === 0 ? 'failed' : 'partially_paid';
  if (status !== run.status && mayMovePayrollRun(run.status, status)) {
    await updateRun(tx, runId, { status });
    // Reaching paid after processing (a void, a re-sent or reissued transfer) is announced as processing's is
    // (decision 0100): the event reads the run as it now stands, and 'failed' is no payroll_run.paid.
    if (status !== 'failed') await recordApiEventsOf(tx, 'payroll_run.paid', [runId]);
  }
  // A paycheck paid now (a re-sent transfer, a reissue) is announced to its worker; the others were already.
  await notifyPayStubsReady(tx, runId);
}

/** The entry record's trace number (positions 80–94) set to the transfer's own. */
const withTrace = (text: string, trace: string) =>
  text
    .split('\n')
    .map((l) => (l.startsWith('6') ? l.slice(0, 79) + trace : l))
    .join('\n');

/** Sends a processing direct deposit to the bank and records its answer; anything else is left as it is. */
export async function sendTransfer(deps: AppDeps, transferId: string) {
  const x = await findTransfer(deps.db, transferId);
  if (!x || x.status !== 'processing' || x.method !== 'direct_deposit' || !x.bankAccountId || !x.traceNumber) return;
  const account = (await bankAccountById(deps.db, x.bankAccountId))!;
  const bank = payrollBankFor(deps.config);
  const run = await findPayrollRun(deps.db, x.payrollRunId, undefined);
  const identity = run ? await employerIdentityFor(deps, run.run.employerKey) : null;
  const companyId = `1${(identity?.fein ?? '').replace(/\D/g, '').padStart(9, '0')}`;
  const accountNumber = deps.crypto.decrypt(account.accountNumberCiphertext);
  const now = deps.clock.now();
  // Taken (and kept) before the file goes: a resend's file must not repeat one the bank already received.
  const fileIdModifier = await deps.db.transaction((tx) => nextNachaFileIdModifier(tx, companyId, now));
  const file = buildNachaFile({
    immediateDestination: bank.routingNumber,
    immediateOrigin: companyId,
    destinationName: bank.name23,
    originName: (identity?.legalName ?? 'EMPLOYER').slice(0, 23),
    createdAt: now,
    fileIdModifier,
    batches: [
      {
        companyName: (identity?.legalName ?? 'EMPLOYER').slice(0, 16),
        companyId,
        entryDescription: 'PAYROLL',
        effectiveEntryDate: deps.clock.now().toISOString().slice(0, 10),
        originatingDfi: bank.routingNumber.slice(0, 8),
        entries: [
          {
            transactionCode: x.accountType === 'savings' ? 32 : 22,
            routingNumber: account.routingNumber,
            accountNumber,
            amountCents: Number(new Decimal(x.amount).times(100).toFixed(0)),
            individualId: x.id.replace(/-/g, '').slice(0, 15),
            individualName: account.holder,
          },
        ],
      },
    ],
  });
  const result = await bank.submitCreditFile({
    reference: x.id,
    text: withTrace(file.text, x.traceNumber),
    entries: [{ traceNumber: x.traceNumber, accountNumber }],
  });
  const answer = result.entries.find((e) => e.traceNumber === x.traceNumber);
  if (!answer) return;
  await deps.db.transaction(async (tx) => {
    await lockPayrollRun(tx, x.payrollRunId);
    await setTransferResult(tx, x.id, answer.status === 'settled' ? 'paid' : 'failed', answer.returnCode);
    await closeReturnedAccounts(tx, accountClosingReturns([answer]), deps.clock.now());
    await settleRunStatus(tx, x.payrollRunId);
  });
}
