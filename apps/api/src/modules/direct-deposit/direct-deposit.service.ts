/**
 * A contractor's direct deposit accounts (/v2/payroll_methods). The account number is kept only as
 * ciphertext plus its last four; answers never carry more. A worker has one main account that takes the
 * remainder of net pay and may split pay to more (decision 0051): each additional account takes a fixed
 * amount or a percent (the percents together at most 100). Replacing the main account retires every active
 * one (history kept for payroll); adding, changing or removing a split account is as much a change of where
 * money goes: each first asks `confirmChange` (the route's e-mailed code step) when an account exists, runs
 * in one transaction with the worker's user row locked, and is audited. Each US account shows its prenote
 * (decision 0067): a new account number is a new account, prenoted by the next run's NACHA file; one
 * re-entered with the same routing number, account number and type keeps the state its earlier row had.
 */
import Decimal from 'decimal.js';
import type { z } from 'zod';
import {
  prenoteStatusOn,
  type DepositAccount,
  type DepositAccountView,
  type DepositAccountsView,
  type DepositAllocation,
  type bankAccountSchema,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { visibleWorkerLogin } from './direct-deposit.scope.js';
import {
  accountsOf,
  activeAccountsOf,
  insertAccount,
  lockAccountHolder,
  retireAccount,
  setAllocation,
  type AccountRow,
} from './direct-deposit.repository.js';

/** The onboarding form's account (a US one, the whole net pay) or the split-aware form's. */
export type BankAccountBody = z.output<typeof bankAccountSchema> | DepositAccount;

/** At most this many active accounts per worker: the main one and four splits. */
const MAX_ACCOUNTS = 5;

const todayOf = (deps: Pick<AppDeps, 'clock'>) => deps.clock.now().toISOString().slice(0, 10);

/** A US account's prenote as of `today` (a pending one has cleared once its day came); none for a Canadian one. */
const prenoteOf = (a: AccountRow, today: string): DepositAccountView['prenote'] =>
  a.country !== 'US'
    ? null
    : {
        status: prenoteStatusOn({ status: a.prenoteStatus, clearsOn: a.prenoteClearsOn }, today),
        sent_at: a.prenoteSentAt?.toISOString() ?? null,
        clears_on: a.prenoteClearsOn,
        return_code: a.prenoteReturnCode,
      };

const viewOf = (a: AccountRow, today: string): DepositAccountView => ({
  id: a.id,
  account_holder: a.accountHolder,
  bank_name: a.bankName,
  routing_number: a.routingNumber,
  account_type: a.accountType,
  account_last4: a.accountLast4,
  account_masked: `****${a.accountLast4}`,
  created_at: a.createdAt.toISOString(),
  retired_at: a.retiredAt?.toISOString() ?? null,
  country: a.country,
  allocation: { kind: a.allocationKind, value: a.allocationValue },
  prenote: prenoteOf(a, today),
  deposit_return:
    a.depositReturnCode && a.depositReturnedAt
      ? { return_code: a.depositReturnCode, returned_at: a.depositReturnedAt.toISOString() }
      : null,
});

/**
 * A worker's accounts as its employer's payroll staff read them (decision 0078): the same view the worker
 * has — masked numbers, each account's prenote and any return that closed it — so staff can say why a
 * share went by check. A worker without a login has none.
 */
export async function workerPayrollMethods(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  p: Principal,
  contractorId: string,
): Promise<DepositAccountsView> {
  const worker = await visibleWorkerLogin(deps.db, p, contractorId);
  if (!worker) throw notFound('Contractor not found');
  if (!worker.userId) return { current: null, history: [], accounts: [] };
  return payrollMethodsOf(deps, worker.userId);
}

export async function payrollMethodsOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
): Promise<DepositAccountsView> {
  const rows = await accountsOf(deps.db, userId);
  const active = await activeAccountsOf(deps.db, userId);
  const current = active.find((r) => r.allocationKind === 'remainder') ?? active[0] ?? null;
  const view = (a: AccountRow) => viewOf(a, todayOf(deps));
  return {
    current: current ? view(current) : null,
    history: rows.filter((r) => r.retiredAt !== null).map(view),
    accounts: active.map(view),
  };
}

/**
 * The prenote an earlier row of the worker's for the same US account had (same routing number, account
 * number and type), and a live deposit's return that closed it (decision 0078): re-entering an account is
 * no new account. None: a new one, prenoted by the next run.
 */
async function prenoteCarriedOver(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'crypto'>,
  userId: string,
  account: { country: string; routing: string; type: string; number: string },
) {
  if (account.country !== 'US') return {};
  const same = (await accountsOf(tx, userId)).filter(
    (a) =>
      (a.prenoteStatus !== 'none' || a.depositReturnCode !== null) &&
      a.country === 'US' &&
      a.routingNumber === account.routing &&
      a.accountType === account.type &&
      deps.crypto.decrypt(a.accountNumberCiphertext) === account.number,
  );
  // A row the bank closed speaks for the account whatever later rows say.
  const earlier = same.find((a) => a.depositReturnCode !== null) ?? same[0];
  if (!earlier) return {};
  return {
    depositReturnCode: earlier.depositReturnCode,
    depositReturnedAt: earlier.depositReturnedAt,
    depositReturnTraceNumber: earlier.depositReturnTraceNumber,
    depositReturnMailedAt: earlier.depositReturnMailedAt,
    prenoteStatus: earlier.prenoteStatus,
    prenoteTraceNumber: earlier.prenoteTraceNumber,
    prenoteFileId: earlier.prenoteFileId,
    prenoteSentAt: earlier.prenoteSentAt,
    prenoteEffectiveDate: earlier.prenoteEffectiveDate,
    prenoteClearsOn: earlier.prenoteClearsOn,
    prenoteReturnCode: earlier.prenoteReturnCode,
    prenoteReturnedAt: earlier.prenoteReturnedAt,
    // A return already told stays told: re-entering the account is no new return (decision 0067).
    prenoteReturnMailedAt: earlier.prenoteReturnMailedAt,
  };
}

/** The percents of a split together, with one account's replaced by `next`: refused over 100. */
function mustFitPercents(active: readonly AccountRow[], changedId: string | null, next: DepositAllocation) {
  const total = active
    .filter((a) => a.id !== changedId && a.allocationKind === 'percent')
    .reduce((t, a) => t.plus(a.allocationValue ?? 0), new Decimal(next.kind === 'percent' ? (next.value ?? 0) : 0));
  if (total.greaterThan(100)) {
    throw unprocessable([
      {
        loc: ['body', 'allocation', 'value'],
        msg: `The split's percents would add up to ${total.toString()}%: at most 100`,
      },
    ]);
  }
}

/**
 * Adds the signed-in contractor's account: without `additional` it replaces every active account and takes
 * the whole net pay; with it, it is added beside them with its amount or percent.
 */
export async function saveBankAccount(
  deps: AppDeps,
  p: Principal,
  body: BankAccountBody,
  ip: string,
  confirmChange: () => Promise<void>,
): Promise<DepositAccountView> {
  const split: Partial<DepositAccount> = body;
  const before = await activeAccountsOf(deps.db, p.userId);
  if (split.additional && before.length === 0) {
    throw unprocessable([{ loc: ['body', 'additional'], msg: 'Add your main account first: it takes the remainder' }]);
  }
  // Redirecting pay is what an account takeover would do: a change needs the e-mailed code.
  if (before.length > 0) await confirmChange();
  const created = await deps.db.transaction(async (tx) => {
    await lockAccountHolder(tx, p.userId);
    const active = await activeAccountsOf(tx, p.userId);
    const country = split.country ?? 'US';
    const routing = country === 'CA' ? `0${split.institution_number}${split.transit_number}` : body.routing_number!;
    if (split.additional) {
      if (active.length === 0) throw conflict('Your accounts changed meanwhile: add your main account first');
      if (active.length >= MAX_ACCOUNTS) {
        throw unprocessable([{ loc: ['body'], msg: `At most ${MAX_ACCOUNTS} accounts: remove one first` }]);
      }
      mustFitPercents(active, null, split.allocation!);
    } else {
      for (const a of active) await retireAccount(tx, a.id);
    }
    const allocation = split.additional ? split.allocation! : { kind: 'remainder' as const, value: undefined };
    const prenote = await prenoteCarriedOver(tx, deps, p.userId, {
      country,
      routing,
      type: body.account_type,
      number: body.account_number,
    });
    const row = await insertAccount(tx, {
      ...prenote,
      userId: p.userId,
      accountHolder: body.account_holder,
      bankName: body.bank_name,
      routingNumber: routing,
      country,
      accountType: body.account_type,
      accountNumberCiphertext: deps.crypto.encrypt(body.account_number),
      accountLast4: body.account_number.slice(-4),
      allocationKind: allocation.kind,
      allocationValue: allocation.value ?? null,
      position: split.additional ? Math.max(...active.map((a) => a.position)) + 1 : 0,
    });
    await auditAs(tx, p, ip, {
      action: split.additional
        ? 'bank_account_split_added'
        : active.length
          ? 'bank_account_changed'
          : 'bank_account_added',
      entityType: 'bank_account',
      entityId: row.id,
      metadata: {
        replaced: split.additional ? null : (active.map((a) => a.id)[0] ?? null),
        last4: row.accountLast4,
        allocation: { kind: allocation.kind, value: allocation.value ?? null },
        // A new account is prenoted by the next run; a re-entered one keeps its earlier row's prenote.
        prenote: row.prenoteStatus,
      },
    });
    return row;
  });
  return viewOf(created, todayOf(deps));
}

/** An active split account of the signed-in worker's, locked with the rest of its accounts. */
async function ownActive(tx: DbOrTx, p: Principal, id: string) {
  await lockAccountHolder(tx, p.userId);
  const active = await activeAccountsOf(tx, p.userId);
  const row = active.find((a) => a.id === id);
  if (!row) throw notFound();
  return { row, active };
}

async function mustOwnActive(deps: AppDeps, p: Principal, id: string) {
  if (!(await activeAccountsOf(deps.db, p.userId)).some((a) => a.id === id)) throw notFound();
}

/** A split account's amount or percent (the main account keeps the remainder). */
export async function changeAllocation(
  deps: AppDeps,
  p: Principal,
  id: string,
  allocation: DepositAllocation,
  ip: string,
  confirmChange: () => Promise<void>,
): Promise<DepositAccountView> {
  await mustOwnActive(deps, p, id);
  await confirmChange();
  const row = await deps.db.transaction(async (tx) => {
    const { row, active } = await ownActive(tx, p, id);
    if ((row.allocationKind === 'remainder') !== (allocation.kind === 'remainder')) {
      throw unprocessable([
        {
          loc: ['body', 'allocation', 'kind'],
          msg: 'Your main account takes the remainder; the others an amount or a percent',
        },
      ]);
    }
    mustFitPercents(active, id, allocation);
    await setAllocation(tx, id, { allocationKind: allocation.kind, allocationValue: allocation.value ?? null });
    await auditAs(tx, p, ip, {
      action: 'bank_account_allocation_changed',
      entityType: 'bank_account',
      entityId: id,
      metadata: {
        last4: row.accountLast4,
        from: { kind: row.allocationKind, value: row.allocationValue },
        to: { kind: allocation.kind, value: allocation.value ?? null },
      },
    });
    return { ...row, allocationKind: allocation.kind, allocationValue: allocation.value ?? null };
  });
  return viewOf(row, todayOf(deps));
}

/** Removes a split account (retired, kept for history); the main one is replaced instead. */
export async function removeSplitAccount(
  deps: AppDeps,
  p: Principal,
  id: string,
  ip: string,
  confirmChange: () => Promise<void>,
): Promise<void> {
  await mustOwnActive(deps, p, id);
  await confirmChange();
  await deps.db.transaction(async (tx) => {
    const { row } = await ownActive(tx, p, id);
    if (row.allocationKind === 'remainder') {
      throw conflict('Your main account takes the remainder: replace it with another instead of removing it');
    }
    await retireAccount(tx, id);
    await auditAs(tx, p, ip, {
      action: 'bank_account_split_removed',
      entityType: 'bank_account',
      entityId: id,
      metadata: { last4: row.accountLast4 },
    });
  });
}
