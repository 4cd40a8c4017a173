/**
 * A self-funded run's funding, as the run page shows it, and collecting a debit that came back after the
 * workers were paid (decision 0113). Such a debit is owed: the employer who runs the partner's payroll
 * debits the partner's primary payroll bank account again — a new debit linked to the returned one, never
 * an edit of it — or an admin records it settled another way (a wire, a cheque) with a note. Until one of
 * them, the partner's next self-funded run cannot be approved (`mustBeFundable`).
 *
 * A collection and its one-entry NACHA file are written in one transaction (the run and its debit locked,
 * so two at once make one), the file kept as written; it is sent after that commits, its id the bank file's
 * reference. A send cut off half-way (the bank unreachable, the process gone) is finished by the payroll job
 * (`resumeCollections`), which submits the same file again; meanwhile the run page says it is being
 * collected and another collection is refused.
 */
import Decimal from 'decimal.js';
import { randomUUID } from 'node:crypto';
import { ACH_RETURN_CODES, type FundingCollectionInput, type PayrollRunFunding } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { audit, auditAs } from '../../lib/audit.js';
import { openBankFile, sealBankFile } from '../../lib/bank-files.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import {
  payrollBankAccountOfDebit,
  primaryPayrollBankAccount,
} from '../payroll-bank-accounts/payroll-bank-accounts.service.js';
import { fundingDebitFile } from './funding-debit-file.js';
import { payrollBankFor } from './payroll-bank.js';
import { nextTraceNumber } from './paycheck-corrections.repository.js';
import {
  collectionsOfDebit,
  collectionsWaiting,
  findDebit,
  findRunDebit,
  insertRunDebit,
  isDebitOwed,
  lockRunDebit,
  setDebitResult,
  settleDebit,
  type PayrollRunDebitRow,
} from './payroll-funding.repository.js';
import { fundingCollectOptions, mustCollectFundingOf } from './payroll-runs.policy.js';
import { findPayrollRun, lockPayrollRun, transferCounts } from './payroll-runs.repository.js';
import { payrollRunScope } from './payroll-runs.scope.js';

const NOTHING_OWED = "Nothing is owed on this run's funding: its debit was not returned after the workers were paid";
const BEING_COLLECTED = "This run's funding is already being collected: wait for the bank's answer";
const NO_ACCOUNT = 'Add a primary payroll bank account first: the amount owed is debited from it';

/** The bank's reason for a return code, as a sentence's middle ("insufficient funds"). */
function reasonOf(code: string) {
  const text = (ACH_RETURN_CODES as Record<string, string>)[code];
  return text ? text.charAt(0).toLowerCase() + text.slice(1) : 'see the return code';
}

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
  const code = debit.returnCode ? ` (${debit.returnCode}: ${reasonOf(debit.returnCode)})` : '';
  if (!creditsWent) return `The funding debit was returned${code}: no one was paid`;
  const returned = `The funding debit was returned${code} after the workers were paid`;
  if (collected)
    return `${returned}; ${amountOf(debit)} was collected again on ${collected.updatedAt.toISOString().slice(0, 10)}`;
  if (debit.settledAt) {
    return `${returned}; ${amountOf(debit)} was recorded as settled on ${debit.settledAt.toISOString().slice(0, 10)}: ${debit.settlementNote ?? ''}`;
  }
  return `${returned}: the employer owes ${amountOf(debit)}, to be collected again`;
}

/** GET /v2/payroll_runs/{id}/funding: how the run is funded and, for a self-funded one, its debit. */
export async function runFunding(db: DbOrTx, p: Principal, runId: string): Promise<PayrollRunFunding> {
  const seen = await findPayrollRun(db, runId, payrollRunScope(p, db));
  if (!seen) throw notFound();
  const debit = await findRunDebit(db, runId);
  if (seen.run.funding !== 'self_funded' || !debit) return { funding: seen.run.funding, debit: null };
  const collections = await collectionsOfDebit(db, debit.id);
  const owed = await isDebitOwed(db, debit.id);
  const creditsWent = debit.status === 'failed' && (await transferCounts(db, runId)).total > 0;
  // The debit and its collections are mostly from one account: each account is read once.
  const last4 = new Map<string, Promise<string>>();
  const masked = (accountId: string) => {
    if (!last4.has(accountId)) {
      last4.set(
        accountId,
        payrollBankAccountOfDebit(db, accountId).then((a) => `•••••${a?.accountLast4 ?? ''}`),
      );
    }
    return last4.get(accountId)!;
  };
  const view = async (d: PayrollRunDebitRow) => ({
    amount: d.amount,
    currency: d.currency,
    account_masked: await masked(d.payrollBankAccountId),
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
 * partner's primary payroll account or recorded settled (admin), behind the e-mailed code (424). Refused
 * (409) while a collection waits for the bank: the payroll job finishes that send (`resumeCollections`).
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
  // Told before any code is mailed, and again under the locks below.
  if (debit && (await collectionsOfDebit(deps.db, debit.id)).some((c) => c.status === 'processing')) {
    throw conflict(BEING_COLLECTED);
  }
  if (!debit || !(await isDebitOwed(deps.db, debit.id))) throw conflict(NOTHING_OWED);
  if (input.method === 'debit' && !(await primaryPayrollBankAccount(deps.db, seen.run.partnerId))) {
    throw conflict(NO_ACCOUNT);
  }
  await verify();
  const collectionId = await deps.db.transaction(async (tx) => {
    const run = await lockPayrollRun(tx, runId);
    const owed = await lockRunDebit(tx, runId);
    if (!run || !owed || !(await isDebitOwed(tx, owed.id))) throw conflict(NOTHING_OWED);
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
    const account = await primaryPayrollBankAccount(tx, run.partnerId);
    if (!account) throw conflict(NO_ACCOUNT);
    // Past any trace number a transfer has (a return file is matched to transfers first).
    const traceNumber = await nextTraceNumber(tx, payrollBankFor(deps.config).routingNumber.slice(0, 8));
    const id = randomUUID();
    const file = await fundingDebitFile(deps, tx, {
      employerKey: run.employerKey,
      account,
      amount: new Decimal(owed.amount),
      debitId: id,
      effectiveEntryDate: deps.clock.now().toISOString().slice(0, 10),
      traceSequence: Number(traceNumber.slice(8)),
    });
    await insertRunDebit(tx, {
      id,
      payrollRunId: runId,
      partnerId: owed.partnerId,
      payrollBankAccountId: account.id,
      amount: owed.amount,
      currency: owed.currency,
      traceNumber,
      status: 'processing',
      collectsDebitId: owed.id,
      fileContent: sealBankFile(deps.crypto, file.text),
      createdBy: p.userId,
    });
    await auditAs(tx, p, ip, {
      action: 'payroll_funding_collection_started',
      entityType: 'payroll_run',
      entityId: runId,
      metadata: { ...metadata, collection_id: id, account_last4: account.accountLast4 },
    });
    return id;
  });
  if (collectionId) await sendCollection(deps, collectionId);
  return runFunding(deps.db, p, runId);
}

/** The payroll job's step: every collection still waiting for the bank is sent again (the same file). */
export async function resumeCollections(deps: AppDeps): Promise<number> {
  const waiting = await collectionsWaiting(deps.db);
  for (const c of waiting) await sendCollection(deps, c.id);
  return waiting.length;
}

/** A collection's one-entry debit file to the bank (its id the reference) and the answer recorded once. */
async function sendCollection(deps: AppDeps, collectionId: string) {
  const c = await findDebit(deps.db, collectionId);
  if (!c || c.status !== 'processing' || !c.traceNumber || !c.fileContent) return;
  const account = await payrollBankAccountOfDebit(deps.db, c.payrollBankAccountId);
  if (!account) return;
  const result = await payrollBankFor(deps.config).submitDebitFile({
    reference: c.id,
    text: openBankFile(deps.crypto, c.fileContent),
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
