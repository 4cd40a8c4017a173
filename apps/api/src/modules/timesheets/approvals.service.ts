/**
 * The approvals queue: pending entries grouped per contractor × workweek (the employer's workweek
 * start day; Monday by default), scoped like the timesheet list. A group's detail is every entry of
 * that contractor-week the caller may see, with its buttons.
 */
import {
  approvalGroupId,
  parseApprovalGroupId,
  type ApprovalBillLine,
  type ApprovalGroupDetail,
  type ApprovalGroupView,
  type NamedRef,
} from '@app/domain';
import { addDays, sumMoney } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { previewBillLines } from '../ledger/ledger.service.js';
import { toTimesheetViews } from './timesheet-view.js';
import { seesBillAmounts } from './timesheets.policy.js';
import { approvalGroupRows, weekEntriesOfGroups, type ApprovalFilter } from './approvals.repository.js';
import { allTimesheetRows } from './timesheets.repository.js';

function toGroupView(r: {
  contractorId: string;
  contractorName: string;
  partnerId: string;
  partnerName: string;
  clients: NamedRef[];
  weekStart: string;
  pendingCount: number;
  pendingMinutes: number;
  pendingIds: string[];
  firstEntered: string | Date;
}): ApprovalGroupView {
  return {
    id: approvalGroupId(r.contractorId, r.weekStart),
    contractor: { id: r.contractorId, name: r.contractorName },
    partner: { id: r.partnerId, name: r.partnerName },
    clients: [...r.clients].sort((a, b) => a.name.localeCompare(b.name)),
    week_start: r.weekStart,
    week_end: addDays(r.weekStart, 6),
    pending_count: Number(r.pendingCount),
    pending_minutes: Number(r.pendingMinutes),
    pending_ids: r.pendingIds,
    first_entered: new Date(r.firstEntered).toISOString(),
  };
}

export async function listApprovalGroups(db: DbOrTx, p: Principal, f: ApprovalFilter) {
  const { rows, ...page } = await approvalGroupRows(db, p, f);
  const views = rows.map(toGroupView);
  if (!seesBillAmounts(p)) return { ...page, rows: views };
  const priced = await priceWeeks(db, p, rows);
  return { ...page, rows: views.map((v) => ({ ...v, bill_amounts: priced.get(v.id)?.amounts ?? [] })) };
}

type BillAmount = { currency: string; amount: string };
interface PricedWeek {
  /** The bill lines of the week's visible entries, each in its entry's currency. */
  lines: ApprovalBillLine[];
  /** The billed lines' sums, per currency (sorted); "0.00" for a currency whose entries bill nothing yet. */
  amounts: BillAmount[];
}

/**
 * What each contractor-week will bill (decisions 0090, 0108): the weeks' visible entries read in one
 * statement and priced in one ledger preview pass. The list's amounts and the week page's lines and totals
 * both come from here, so they never disagree; a week whose entries bill in two currencies (a Canadian and
 * a US work location) is summed per currency, never into one figure.
 */
async function priceWeeks(
  db: DbOrTx,
  p: Principal,
  groups: readonly { contractorId: string; weekStart: string }[],
): Promise<Map<string, PricedWeek>> {
  const entries = await weekEntriesOfGroups(db, p, groups);
  const weekOf = new Map<string, { group: string; currency: string }>();
  for (const g of groups) {
    const weekEnd = addDays(g.weekStart, 6);
    for (const e of entries)
      if (e.contractorId === g.contractorId && e.date >= g.weekStart && e.date <= weekEnd)
        weekOf.set(e.id, { group: approvalGroupId(g.contractorId, g.weekStart), currency: e.currency });
  }
  const weeks = new Map<string, { lines: ApprovalBillLine[]; sums: Map<string, string[]> }>();
  // Every currency the week's entries bill in shows, "0.00" when nothing in it is billed yet.
  for (const { group, currency } of weekOf.values()) {
    const week = weeks.get(group) ?? { lines: [], sums: new Map<string, string[]>() };
    if (!week.sums.has(currency)) week.sums.set(currency, []);
    weeks.set(group, week);
  }
  for (const line of await previewBillLines(db, [...weekOf.keys()])) {
    const entry = weekOf.get(line.entryId);
    if (!entry) continue;
    const week = weeks.get(entry.group)!;
    week.lines.push({
      entry_id: line.entryId,
      classification: line.classification,
      minutes: line.minutes,
      rate: line.rate,
      amount: line.amount,
      currency: entry.currency,
      billed: line.billed,
    });
    if (line.billed) week.sums.get(entry.currency)!.push(line.amount);
  }
  return new Map(
    [...weeks].map(([group, { lines, sums }]) => [
      group,
      {
        lines,
        amounts: [...sums]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([currency, amounts]) => ({ currency, amount: sumMoney(amounts) })),
      },
    ]),
  );
}

export async function approvalGroupDetail(db: DbOrTx, p: Principal, id: string): Promise<ApprovalGroupDetail> {
  const key = parseApprovalGroupId(id);
  if (!key) throw notFound();
  const weekEnd = addDays(key.weekStart, 6);
  const rows = await allTimesheetRows(
    db,
    p,
    { contractorId: key.contractorId, dateFrom: key.weekStart, dateTo: weekEnd },
    500,
  );
  if (rows.length === 0) throw notFound();
  const entries = toTimesheetViews(p, rows);
  const pending = entries.filter((e) => e.status === 'pending');
  const clientsById = new Map(entries.map((e) => [e.client.id, { id: e.client.id, name: e.client.name }]));
  const first = rows[0]!;
  return {
    id: approvalGroupId(key.contractorId, key.weekStart),
    contractor: { id: key.contractorId, name: first.contractorName },
    partner: { id: first.entry.partnerId, name: first.partner.name },
    clients: [...clientsById.values()].sort((a, b) => a.name.localeCompare(b.name)),
    week_start: key.weekStart,
    week_end: weekEnd,
    pending_count: pending.length,
    pending_minutes: pending.reduce((s, e) => s + e.minutes_worked, 0),
    pending_ids: pending.map((e) => e.id),
    first_entered: rows
      .map((r) => r.entry.createdAt)
      .reduce((a, b) => (a < b ? a : b))
      .toISOString(),
    entries,
    total_minutes: entries.reduce((s, e) => s + e.minutes_worked, 0),
    ...(await weekBill(db, p, key)),
  };
}

/** The week's bill lines as the ledger will post them once approved, and their sums per currency. */
async function weekBill(
  db: DbOrTx,
  p: Principal,
  key: { contractorId: string; weekStart: string },
): Promise<Pick<ApprovalGroupDetail, 'bill' | 'bill_amounts'>> {
  if (!seesBillAmounts(p)) return { bill: null };
  const week = (await priceWeeks(db, p, [key])).get(approvalGroupId(key.contractorId, key.weekStart));
  const amounts = week?.amounts ?? [];
  return { bill: { lines: week?.lines ?? [], totals: amounts }, bill_amounts: amounts };
}
