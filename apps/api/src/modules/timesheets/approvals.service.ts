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
import { approvalGroupRows, type ApprovalFilter } from './approvals.repository.js';
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
    first_entered: new Date(r.firstEntered).toISOString(),
  };
}

export async function listApprovalGroups(db: DbOrTx, p: Principal, f: ApprovalFilter) {
  const { rows, ...page } = await approvalGroupRows(db, p, f);
  return { ...page, rows: rows.map(toGroupView) };
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
