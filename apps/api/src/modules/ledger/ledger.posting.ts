/**
 * Posting a difference to the append-only ledger. What a source (a workweek, an expense) owes is compared,
 * key by key, with the net of what is already posted for it; a changed key gets reversing items for its
 * still-unreversed items and one new item with the target. Nothing changed, nothing posted.
 */
import Decimal from 'decimal.js';
import type { LedgerItemStatus, LedgerSide, PayClass } from '@app/domain';
import type { Tx } from '../../db/client.js';
import { lockFor } from '../../lib/locks.js';
import { idempotencyKeyUsed, insertItems, insertTransaction, type PostedItem } from './ledger-posting.repository.js';

/** Other modules ask the ledger this here, not through its repository (pay calendars fix the workweek by it). */
export { hasOpenTimeItems } from './ledger-posting.repository.js';

export interface LedgerContext {
  actorUserId: string | null;
  reason: string;
  idempotencyKey?: string;
}

/** One item a source owes. */
export interface TargetLine {
  partnerId: string;
  clientId: string;
  contractorId: string;
  assignmentId: string;
  timesheetId: string | null;
  expenseId: string | null;
  workDate: string;
  side: LedgerSide;
  classification: PayClass;
  minutes: number;
  rate: string | null;
  amount: string;
  status: Extract<LedgerItemStatus, 'approved' | 'no_bill'>;
}

const rateKey = (rate: string | null) => (rate === null ? '-' : new Decimal(rate).toFixed(4));

/**
 * What makes two items the same line: the source, side, classification, rate, and whether it is billed at
 * all (a no_bill entry's bill line is a different line from the billed one, so no_bill ↔ billed reposts).
 */
function lineKey(i: {
  timesheetId: string | null;
  expenseId: string | null;
  side: string;
  classification: string;
  rate: string | null;
  status: string;
}): string {
  const source = i.timesheetId ? `t:${i.timesheetId}` : `e:${i.expenseId}`;
  return [source, i.side, i.classification, rateKey(i.rate), i.status === 'no_bill' ? 'no_bill' : 'billed'].join('|');
}

export interface PostingPlan {
  reversals: PostedItem[];
  additions: TargetLine[];
}

interface Net {
  minutes: number;
  amount: Decimal;
  open: PostedItem[];
}

/** The reversals and new items that turn what is posted into what is owed (both empty when they agree). */
export function planPosting(posted: readonly PostedItem[], targets: readonly TargetLine[]): PostingPlan {
  const reversed = new Set(posted.map((i) => i.reversesItemId).filter((id): id is string => id !== null));
  const nets = new Map<string, Net>();
  for (const item of posted) {
    const k = lineKey(item);
    const net = nets.get(k) ?? { minutes: 0, amount: new Decimal(0), open: [] };
    net.minutes += item.minutes;
    net.amount = net.amount.plus(item.amount);
    if (item.reversesItemId === null && !reversed.has(item.id)) net.open.push(item);
    nets.set(k, net);
  }
  const owed = new Map<string, TargetLine>();
  for (const t of targets) {
    const k = lineKey(t);
    const prev = owed.get(k);
    owed.set(
      k,
      prev
        ? { ...prev, minutes: prev.minutes + t.minutes, amount: new Decimal(prev.amount).plus(t.amount).toFixed(2) }
        : { ...t, amount: new Decimal(t.amount).toFixed(2) },
    );
  }
  const plan: PostingPlan = { reversals: [], additions: [] };
  for (const k of [...new Set([...nets.keys(), ...owed.keys()])].sort()) {
    const net = nets.get(k);
    const target = owed.get(k);
    const targetMinutes = target?.minutes ?? 0;
    const targetAmount = new Decimal(target?.amount ?? 0);
    const same = (net?.minutes ?? 0) === targetMinutes && (net?.amount ?? new Decimal(0)).equals(targetAmount);
    if (same) continue;
    plan.reversals.push(...(net?.open ?? []));
    if (target && (targetMinutes !== 0 || !targetAmount.isZero())) plan.additions.push(target);
  }
  return plan;
}

const isEmptyPlan = (p: PostingPlan) => p.reversals.length === 0 && p.additions.length === 0;

/**
 * A reversal keeps the original's workflow status while the original is still untaken (so a pair on hold
 * stays together); once the original was invoiced or paid, the reversal is a new approved item the next
 * invoice or payroll takes as a credit.
 */
function reversalStatus(original: LedgerItemStatus): LedgerItemStatus {
  return original === 'invoiced' || original === 'paid' ? 'approved' : original;
}

export interface TransactionHead {
  kind: 'time' | 'expense';
  employerKey: string;
  personKey: string;
  partnerId: string;
  contractorId: string;
  weekStart: string | null;
  expenseId: string | null;
}

/**
 * Writes one transaction with the plan's items; nothing when the plan is empty or when the idempotency key
 * was already used (a retried command). Returns the transaction id, or null.
 */
export async function postPlan(
  tx: Tx,
  head: TransactionHead,
  plan: PostingPlan,
  ctx: LedgerContext,
  idempotencyKey: string | null,
): Promise<string | null> {
  if (isEmptyPlan(plan)) return null;
  if (idempotencyKey && (await idempotencyKeyUsed(tx, idempotencyKey))) return null;
  const transactionId = await insertTransaction(tx, {
    ...head,
    reason: ctx.reason,
    idempotencyKey,
    createdBy: ctx.actorUserId,
  });
  const reversals = plan.reversals.map((o) => ({
    transactionId,
    partnerId: o.partnerId,
    clientId: o.clientId,
    contractorId: o.contractorId,
    assignmentId: o.assignmentId,
    timesheetId: o.timesheetId,
    expenseId: o.expenseId,
    side: o.side,
    classification: o.classification,
    workDate: o.workDate,
    minutes: -o.minutes,
    rate: o.rate,
    amount: new Decimal(o.amount).negated().toFixed(2),
    status: reversalStatus(o.status),
    reversesItemId: o.id,
  }));
  const additions = plan.additions.map((t) => ({ transactionId, ...t }));
  await insertItems(tx, [...reversals, ...additions]);
  return transactionId;
}

/**
 * Serialises commands on one key until the transaction ends (concurrent approvals of one week, concurrent
 * saves of one contractor's entries).
 */
export async function lockLedgerKey(tx: Tx, key: string): Promise<void> {
  await lockFor(tx, key);
}
