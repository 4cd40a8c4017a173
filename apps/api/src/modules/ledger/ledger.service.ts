/**
 * The pay/bill ledger's two entry points (docs/decisions/0019). Both run inside the caller's transaction,
 * are idempotent (a zero difference posts nothing) and never edit or delete an item: a correction is a
 * reversing item plus a new one.
 *
 * - recomputeTimeLedger: every person × employer × workweek the entries touch is recomputed whole (all of
 *   that week's approved/signed/no_bill entries, with bonus shares) and its difference posted, one
 *   transaction per week that changed.
 * - postExpenseLedger: an approved expense owes a pay item (reimbursable) and a bill item (billable); any
 *   other status owes nothing. A bonus or commission also re-prices the weeks it covers (the regular rate).
 */
import { classifyWeek } from '@app/paybill';
import type { Tx } from '../../db/client.js';
import {
  employerKeyFor,
  loadPayCalendar,
  personKeyFor,
  type PayCalendar,
} from '../pay-calendars/pay-calendars.service.js';
import { postedItemsOfExpense, postedItemsOfWeek, weeksWithOpenItems } from './ledger-posting.repository.js';
import { entriesToPost, expenseToPost } from './ledger-sources.repository.js';
import { lockLedgerKey, planPosting, postPlan, type LedgerContext, type TargetLine } from './ledger.posting.js';
import { loadWeek, weeksOfBonus, workweekOf, type WeekKey } from './ledger.week-input.js';
import { weeksOfShift } from './ledger.weeks.js';

export type { LedgerContext } from './ledger.posting.js';

const weekId = (k: WeekKey) => `${k.employerKey}:${k.personKey}:${k.weekStart}`;

function calendars(tx: Tx) {
  const cache = new Map<string, Promise<PayCalendar>>();
  return (employerKey: string) => {
    let cal = cache.get(employerKey);
    if (!cal) {
      cal = loadPayCalendar(tx, employerKey);
      cache.set(employerKey, cal);
    }
    return cal;
  };
}

/** Recomputes every workweek these entries touch and posts each week's difference. Returns the new transaction ids. */
export async function recomputeTimeLedger(tx: Tx, timesheetIds: string[], ctx: LedgerContext): Promise<string[]> {
  const ids = [...new Set(timesheetIds)];
  if (ids.length === 0) return [];
  const calendarOf = calendars(tx);
  const rows = await entriesToPost(tx, ids);
  const weeks = new Map<string, WeekKey>();
  for (const r of rows) {
    const employerKey = employerKeyFor({ id: r.partnerId, selfEmployer: r.selfEmployer });
    const personKey = personKeyFor({ id: r.contractorId, taxIdBlindIndex: r.taxIdBlindIndex });
    const cal = await calendarOf(employerKey);
    for (const weekStart of weeksOfShift(r.startAt, r.endAt, r.timezone, workweekOf(cal))) {
      const k = { employerKey, personKey, weekStart };
      weeks.set(weekId(k), k);
    }
  }
  // Weeks where the entries were posted before (a moved or deleted entry still has items there).
  for (const k of await weeksWithOpenItems(tx, ids)) weeks.set(weekId(k), k);
  return recomputeWeeks(tx, [...weeks.values()], ctx);
}

async function recomputeWeeks(tx: Tx, weeks: WeekKey[], ctx: LedgerContext): Promise<string[]> {
  const calendarOf = calendars(tx);
  const posted: string[] = [];
  // A fixed lock order, so two commands touching the same weeks never deadlock.
  for (const key of [...weeks].sort((a, b) => weekId(a).localeCompare(weekId(b)))) {
    const id = await recomputeWeek(tx, key, await calendarOf(key.employerKey), ctx);
    if (id) posted.push(id);
  }
  return posted;
}

async function recomputeWeek(tx: Tx, key: WeekKey, cal: PayCalendar, ctx: LedgerContext): Promise<string | null> {
  await lockLedgerKey(tx, `ledger:time:${weekId(key)}`);
  const { input, entries } = await loadWeek(tx, key, cal);
  const lines = input.shifts.length ? classifyWeek(input).lines : [];
  const targets: TargetLine[] = [];
  for (const line of lines) {
    const entry = entries.get(line.entryId);
    if (!entry) continue;
    targets.push({
      partnerId: entry.partnerId,
      clientId: entry.clientId,
      contractorId: entry.contractorId,
      assignmentId: entry.assignmentId,
      timesheetId: entry.id,
      expenseId: null,
      workDate: entry.date,
      side: line.side,
      classification: line.classification,
      minutes: line.minutes,
      rate: line.rate,
      amount: line.amount,
      status: line.side === 'bill' && entry.status === 'no_bill' ? 'no_bill' : 'approved',
    });
  }
  const existing = await postedItemsOfWeek(tx, key);
  const plan = planPosting(existing, targets);
  // The transaction belongs to the partner and contractor of the first changed line (one person, one employer).
  const first = plan.additions[0] ?? plan.reversals[0];
  if (!first) return null;
  return postPlan(
    tx,
    {
      kind: 'time',
      employerKey: key.employerKey,
      personKey: key.personKey,
      partnerId: first.partnerId,
      contractorId: first.contractorId,
      weekStart: key.weekStart,
      expenseId: null,
    },
    plan,
    ctx,
    ctx.idempotencyKey ? `${ctx.idempotencyKey}:time:${weekId(key)}` : null,
  );
}

/**
 * Makes the ledger agree with an expense's status (approved → its items, anything else → reversed), and
 * for a bonus or commission re-prices the weeks it covers. Returns the new transaction ids.
 */
export async function postExpenseLedger(tx: Tx, expenseId: string, ctx: LedgerContext): Promise<string[]> {
  await lockLedgerKey(tx, `ledger:expense:${expenseId}`);
  const row = await expenseToPost(tx, expenseId);
  if (!row) return [];
  const e = row.expense;
  const employerKey = employerKeyFor({ id: e.partnerId, selfEmployer: row.selfEmployer });
  const personKey = personKeyFor({ id: e.contractorId, taxIdBlindIndex: row.taxIdBlindIndex });
  const owes = (side: 'pay' | 'bill'): TargetLine => ({
    partnerId: e.partnerId,
    clientId: e.clientId,
    contractorId: e.contractorId,
    assignmentId: e.assignmentId,
    timesheetId: null,
    expenseId: e.id,
    workDate: e.date,
    side,
    classification: 'expense',
    minutes: 0,
    rate: null,
    amount: e.amount,
    status: 'approved',
  });
  const targets: TargetLine[] = [];
  if (e.status === 'approved') {
    if (e.reimbursable) targets.push(owes('pay'));
    if (e.billable) targets.push(owes('bill'));
  }
  const plan = planPosting(await postedItemsOfExpense(tx, e.id), targets);
  const posted: string[] = [];
  const id = await postPlan(
    tx,
    {
      kind: 'expense',
      employerKey,
      personKey,
      partnerId: e.partnerId,
      contractorId: e.contractorId,
      weekStart: null,
      expenseId: e.id,
    },
    plan,
    ctx,
    ctx.idempotencyKey ? `${ctx.idempotencyKey}:expense:${e.id}` : null,
  );
  if (id) posted.push(id);
  if (e.type === 'bonus' || e.type === 'commission') {
    const cal = await loadPayCalendar(tx, employerKey);
    const weeks = weeksOfBonus(e, workweekOf(cal)).map((weekStart) => ({ employerKey, personKey, weekStart }));
    posted.push(...(await recomputeWeeks(tx, weeks, ctx)));
  }
  return posted;
}

export { previewBillLines, type BillPreviewLine } from './ledger.preview.js';
