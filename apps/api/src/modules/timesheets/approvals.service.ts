/**
 * The approvals queue: pending entries grouped per contractor × workweek (the employer's workweek
 * start day; Monday by default), scoped like the timesheet list. A group's detail is every entry of
 * that contractor-week the caller may see, with its buttons.
 */
import {
  approvalGroupId,
  parseApprovalGroupId,
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
  const amounts = await billAmountsOfGroups(db, p, rows);
  return { ...page, rows: views.map((v) => ({ ...v, bill_amounts: amounts.get(v.id) ?? [] })) };
}

/**
 * What each listed week will bill, per currency (decision 0108): the page's weeks' visible entries read in
 * one statement and priced in one preview pass — the same entries and the same ledger preview as the week
 * page's `bill.total`, so the list and the page never disagree.
 */
async function billAmountsOfGroups(
  db: DbOrTx,
  p: Principal,
  groups: readonly { contractorId: string; weekStart: string }[],
): Promise<Map<string, { currency: string; amount: string }[]>> {
  const entries = await weekEntriesOfGroups(db, p, groups);
  const weekOf = new Map<string, { group: string; currency: string }>();
  for (const g of groups) {
    const weekEnd = addDays(g.weekStart, 6);
    for (const e of entries)
      if (e.contractorId === g.contractorId && e.date >= g.weekStart && e.date <= weekEnd)
        weekOf.set(e.id, { group: approvalGroupId(g.contractorId, g.weekStart), currency: e.currency });
  }
  // Every currency the week's entries bill in shows, "0.00" when nothing in it is billed yet.
  const sums = new Map<string, Map<string, string[]>>();
  for (const week of weekOf.values()) {
    const byCurrency = sums.get(week.group) ?? new Map<string, string[]>();
    if (!byCurrency.has(week.currency)) byCurrency.set(week.currency, []);
    sums.set(week.group, byCurrency);
  }
  for (const line of await previewBillLines(db, [...weekOf.keys()])) {
    const week = weekOf.get(line.entryId);
    if (!week || !line.billed) continue;
    sums.get(week.group)!.get(week.currency)!.push(line.amount);
  }
  return new Map(
    [...sums].map(([group, byCurrency]) => [
      group,
      [...byCurrency]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, amounts]) => ({ currency, amount: sumMoney(amounts) })),
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
    bill: seesBillAmounts(p)
      ? await weekBill(
          db,
          entries.map((e) => e.id),
        )
      : null,
  };
}

/** The visible entries' bill lines as the ledger will post them once approved, and their billed sum. */
async function weekBill(db: DbOrTx, entryIds: string[]): Promise<NonNullable<ApprovalGroupDetail['bill']>> {
  const lines = (await previewBillLines(db, entryIds)).map((l) => ({
    entry_id: l.entryId,
    classification: l.classification,
    minutes: l.minutes,
    rate: l.rate,
    amount: l.amount,
    billed: l.billed,
  }));
  return { lines, total: sumMoney(lines.filter((l) => l.billed).map((l) => l.amount)) };
}
