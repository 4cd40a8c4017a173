/**
 * A self-funded run's funding, as the run page shows it, and collecting a debit that came back after the
 * workers were paid (decision 0113). Such a debit is owed: the employer who runs the partner's payroll
 * debits the partner's primary payroll bank account again — a new debit linked to the returned one, never
 * an edit of it — or an admin records it settled another way (a wire, a cheque) with a note. Until one of
 * them, the partner's next self-funded run cannot be approved (`mustBeFundable`).
 *
 * A collection is written in one transaction (the run and its debit locked, so two at once make one) and
 * sent after it commits, its id the bank file's reference: a send cut off half-way is finished by asking
 * again, which the bank answers as it did the first time.
 */
import Decimal from 'decimal.js';
import type { FundingCollectionInput, PayrollRunFunding } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { audit, auditAs } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import {
  payrollBankAccountOfDebit,
  primaryPayrollBankAccount,
} from '../payroll-bank-accounts/payroll-bank-accounts.service.js';
import { fundingDebitFile } from './funding-debit-file.js';
import { payrollBankFor } from './payroll-bank.js';
import {
  collectionsOfDebit,
  findDebit,
  findRunDebit,
  insertRunDebit,
  isDebitOwed,
  lockRunDebit,
  runForFunding,
  setDebitResult,
  settleDebit,
  type PayrollRunDebitRow,
} from './payroll-funding.repository.js';
import { fundingCollectOptions, mustCollectFundingOf } from './payroll-runs.policy.js';
import { findPayrollRun, lockPayrollRun, transferCounts } from './payroll-runs.repository.js';
import { payrollRunScope } from './payroll-runs.scope.js';
import { nextTraceSequences } from './payroll-trace.repository.js';

const NOTHING_OWED = "Nothing is owed on this run's funding: its debit was not returned after the workers were paid";
const BEING_COLLECTED = "This run's funding is already being collected: wait for the bank's answer";
const NO_ACCOUNT = 'Add a primary payroll bank account first: the amount owed is debited from it';

const REASONS: Record<string, string> = {
  R01: 'insufficient funds',
  R02: 'account closed',
  R03: 'no account or unable to locate the account',
  R04: 'invalid account number',
};

const amountOf = (d: { amount: string; currency: string }) => `${d.currency} ${new Decimal(d.amount).toFixed(2)}`;

/**
 * Why a failed debit matters: returned before any credit went, no one was paid (the run fails, or has
 * failed); returned after the credits went (a later return, decision 0051), the workers were paid and the
 * employer owes the amount — until it is collected again or recorded settled (decision 0113).
 */
function returnedDebitReason(
  debit: PayrollRunDebitRow,
  creditsWent: boolean,
  collected: PayrollRunDebitRow | undefined,
) {
  const code = debit.returnCode ? ` (${debit.returnCode}: ${REASONS[debit.returnCode] ?? 'see the return code'})` : '';
  if (!creditsWent) return `The funding debit was returned${code}: no one was paid`;
  const returned = `The funding debit was returned${code} after the workers were paid`;
  if (collected)
    return `${returned}; ${amountOf(debit)} was collected again on ${collected.updatedAt.toISOString().slice(0, 10)}`;
  if (debit.settledAt) {
    return `${returned}; ${amountOf(debit)} was recorded as settled on ${debit.settledAt.toISOString().slice(0, 10)}: ${debit.settlementNote ?? ''}`;
  }
  return `${returned}: the employer owes ${amountOf(debit)}, to be collected again`;
}

const masked = async (db: DbOrTx, d: PayrollRunDebitRow) =>
  `•••••${(await payrollBankAccountOfDebit(db, d.payrollBankAccountId))?.accountLast4 ?? ''}`;

/** GET /v2/payroll_runs/{id}/funding: how the run is funded and, for a self-funded one, its debit. */
export async function runFunding(db: DbOrTx, p: Principal, runId: string): Promise<PayrollRunFunding> {
  const seen = await findPayrollRun(db, runId, payrollRunScope(p, db));
  if (!seen) throw notFound();
  const debit = await findRunDebit(db, runId);
  if (seen.run.funding !== 'self_funded' || !debit) return { funding: seen.run.funding, debit: null };
  const collections = await collectionsOfDebit(db, debit.id);
  const owed = await isDebitOwed(db, debit.id);
  const creditsWent = debit.status === 'failed' && (await transferCounts(db, runId)).total > 0;
  const view = async (d: PayrollRunDebitRow) => ({
    amount: d.amount,
    currency: d.currency,
    account_masked: await masked(db, d),
    status: d.status,
    return_code: d.returnCode,
  });
  return {
    funding: seen.run.funding,
    debit: {
      ...(await view(debit)),
      reason:
        debit.status === 'failed'
          ? returnedDebitReason(
              debit,
              creditsWent,
              collections.find((c) => c.status === 'paid'),
            )
          : null,
      owed,
      settled: debit.settledAt ? { at: debit.settledAt.toISOString(), note: debit.settlementNote ?? '' } : null,
      collections: await Promise.all(
        collections.map(async (c) => ({ ...(await view(c)), id: c.id, created_at: c.createdAt.toISOString() })),
      ),
      collect_options:
        owed && !collections.some((c) => c.status === 'processing') ? fundingCollectOptions(p, seen.run.partnerId) : [],
    },
  };
}

/**
 * POST /v2/payroll_runs/{id}/funding/collect: the amount a returned debit owes, debited again from the
 * partner's primary payroll account or recorded settled (admin), behind the e-mailed code (424). Asked
 * again while a collection waits for the bank, it finishes that send instead of starting another.
 */
export async function collectFunding(
  deps: AppDeps,
  p: Principal,
  runId: string,
  input: FundingCollectionInput,
  ip: string,
  verify: () => Promise<void>,
): Promise<PayrollRunFunding> {
  const seen = await findPayrollRun(deps.db, runId, payrollRunScope(p, deps.db));
  if (!seen) throw notFound();
  mustCollectFundingOf(p, seen.run.partnerId, input.method);
  const debit = await findRunDebit(deps.db, runId);
  const waiting = debit && (await collectionsOfDebit(deps.db, debit.id)).find((c) => c.status === 'processing');
  if (waiting) {
    await sendCollection(deps, waiting.id);
    return runFunding(deps.db, p, runId);
  }
  if (!debit || !(await isDebitOwed(deps.db, debit.id))) throw conflict(NOTHING_OWED);
  if (input.method === 'debit' && !(await primaryPayrollBankAccount(deps.db, seen.run.partnerId))) {
    throw conflict(NO_ACCOUNT);
  }
  await verify();
  const collectionId = await deps.db.transaction(async (tx) => {
    await lockPayrollRun(tx, runId);
    const owed = await lockRunDebit(tx, runId);
    if (!owed || !(await isDebitOwed(tx, owed.id))) throw conflict(NOTHING_OWED);
    if ((await collectionsOfDebit(tx, owed.id)).some((c) => c.status === 'processing')) throw conflict(BEING_COLLECTED);
    const metadata = { debit_id: owed.id, amount: owed.amount, currency: owed.currency };
    if (input.method === 'settled') {
      await settleDebit(tx, owed.id, { at: deps.clock.now(), by: p.userId, note: input.note });
      await auditAs(tx, p, ip, {
        action: 'payroll_funding_debit_settled',
        entityType: 'payroll_run',
        entityId: runId,
        metadata: { ...metadata, note: input.note },
      });
      return null;
    }
    const account = await primaryPayrollBankAccount(tx, seen.run.partnerId);
    if (!account) throw conflict(NO_ACCOUNT);
    const [sequence] = await nextTraceSequences(tx, 1);
    const odfi = payrollBankFor(deps.config).routingNumber.slice(0, 8);
    const collection = await insertRunDebit(tx, {
      payrollRunId: runId,
      partnerId: owed.partnerId,
      payrollBankAccountId: account.id,
      amount: owed.amount,
      currency: owed.currency,
      traceNumber: `${odfi}${String(sequence).padStart(7, '0')}`,
      status: 'processing',
      collectsDebitId: owed.id,
      createdBy: p.userId,
    });
    await auditAs(tx, p, ip, {
      action: 'payroll_funding_collection_started',
      entityType: 'payroll_run',
      entityId: runId,
      metadata: { ...metadata, collection_id: collection.id, account_last4: account.accountLast4 },
    });
    return collection.id;
  });
  if (collectionId) await sendCollection(deps, collectionId);
  return runFunding(deps.db, p, runId);
}

/** A collection's one-entry debit file to the bank (its id the reference) and the answer recorded once. */
async function sendCollection(deps: AppDeps, collectionId: string) {
  const c = await findDebit(deps.db, collectionId);
  if (!c || c.status !== 'processing' || !c.traceNumber) return;
  const account = await payrollBankAccountOfDebit(deps.db, c.payrollBankAccountId);
  const run = await runForFunding(deps.db, c.payrollRunId);
  if (!account || !run) return;
  const file = await deps.db.transaction((tx) =>
    fundingDebitFile(deps, tx, {
      employerKey: run.employerKey,
      account,
      amount: new Decimal(c.amount),
      debitId: c.id,
      effectiveEntryDate: deps.clock.now().toISOString().slice(0, 10),
      traceSequence: Number(c.traceNumber!.slice(8)),
    }),
  );
  const result = await payrollBankFor(deps.config).submitDebitFile({
    reference: c.id,
    text: file.text,
    entries: [{ traceNumber: c.traceNumber, accountNumber: deps.crypto.decrypt(account.accountNumberCiphertext) }],
  });
  const answer = result.entries.find((e) => e.traceNumber === c.traceNumber);
  if (!answer) return;
  await deps.db.transaction(async (tx) => {
    await lockPayrollRun(tx, c.payrollRunId);
    if ((await findDebit(tx, c.id))?.status !== 'processing') return;
    const collected = answer.status === 'settled';
    await setDebitResult(tx, c.id, { status: collected ? 'paid' : 'failed', returnCode: answer.returnCode });
    await audit(tx, {
      actorUserId: null,
      action: collected ? 'payroll_funding_collected' : 'payroll_funding_collection_returned',
      entityType: 'payroll_run',
      entityId: c.payrollRunId,
      metadata: { collection_id: c.id, amount: c.amount, currency: c.currency, return_code: answer.returnCode },
    });
  });
}

/** Whether a self-funded run's money is in: its debit settled, or — returned — collected again or settled. */
export async function isRunFunded(db: DbOrTx, runId: string) {
  const debit = await findRunDebit(db, runId);
  if (debit?.status === 'paid') return true;
  if (debit?.status !== 'failed') return false;
  return debit.settledAt !== null || (await collectionsOfDebit(db, debit.id)).some((c) => c.status === 'paid');
}
