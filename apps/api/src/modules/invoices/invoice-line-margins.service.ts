/**
 * What the margin reports ask of invoices (decision 0099): for invoices the caller's list holds, each line's
 * bill, pay and employer burden divided among the placements its items came from. A line's amount and pay
 * are divided by its placements' bill and pay items in whole cents (`apportion`: the parts sum to the line),
 * so the parts of every invoice sum to its total_bill_amount and total_pay_amount; the burden is each
 * paycheck's employer taxes in the share of its gross the part's pay is, rounded half-up per part. A manual
 * line has no placement.
 */
import Decimal from 'decimal.js';
import { apportion, money } from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import {
  invoicesInScope,
  linePartsOf,
  partPaychecksOf,
  placementFactsOf,
  type LinePartRow,
} from './invoice-line-margins.repository.js';
import { seesPayFigures } from './invoices.policy.js';
import { invoiceScope } from './invoices.scope.js';

export interface LineMarginPart {
  invoiceId: string;
  assignmentId: string | null;
  bill: string;
  pay: string;
  burden: string;
}

export interface PlacementFacts {
  id: string;
  jobTitle: string;
  startDate: string;
  contractorName: string;
  clientName: string;
  recruiter: { id: string; name: string } | null;
}

const CHUNK = 500;
const d = (v: Decimal.Value) => new Decimal(v);

/** Divides `total` by the weights' sizes; with no weight at all, the first part takes it. */
function divide(total: string, weights: readonly string[]): string[] {
  const w = weights.map((x) => d(x).abs());
  if (w.every((x) => x.isZero())) return weights.map((_, i) => (i === 0 ? money(total) : '0.00'));
  return apportion(total, w);
}

function partsOfLine(rows: readonly LinePartRow[], burdenOf: Map<string, Decimal>): LineMarginPart[] {
  const first = rows[0]!;
  const bills = divide(
    first.amount,
    rows.map((r) => r.bill_weight),
  );
  const pays = divide(
    first.pay_amount,
    rows.map((r) => (rows.some((x) => !d(x.pay_weight).isZero()) ? r.pay_weight : r.bill_weight)),
  );
  return rows.map((r, i) => ({
    invoiceId: r.invoice_id,
    assignmentId: r.assignment_id,
    bill: bills[i]!,
    pay: pays[i]!,
    burden: money(burdenOf.get(`${r.line_id}|${r.assignment_id}`) ?? 0),
  }));
}

export async function invoiceLineMargins(
  deps: AppDeps,
  p: Principal,
  invoiceIds: readonly string[],
): Promise<LineMarginPart[]> {
  if (!seesPayFigures(p)) throw forbidden('You may not see what the work behind invoices pays');
  const out: LineMarginPart[] = [];
  for (let at = 0; at < invoiceIds.length; at += CHUNK) {
    const ids = await invoicesInScope(deps.db, invoiceScope(p, deps.db), invoiceIds.slice(at, at + CHUNK));
    const [parts, paychecks] = await Promise.all([linePartsOf(deps.db, ids), partPaychecksOf(deps.db, ids)]);
    const burdenOf = new Map<string, Decimal>();
    for (const c of paychecks) {
      const gross = d(c.gross);
      const share = gross.isZero() ? d(0) : d(c.employer_taxes).times(c.pay).dividedBy(gross);
      const key = `${c.line_id}|${c.assignment_id}`;
      burdenOf.set(key, (burdenOf.get(key) ?? d(0)).plus(share));
    }
    const byLine = new Map<string, LinePartRow[]>();
    for (const r of parts) byLine.set(r.line_id, [...(byLine.get(r.line_id) ?? []), r]);
    for (const rows of byLine.values()) out.push(...partsOfLine(rows, burdenOf));
  }
  return out;
}

/** The placements' names for a report: job, worker, client and who is credited with the placement. */
export async function placementFacts(deps: AppDeps, assignmentIds: readonly string[]): Promise<PlacementFacts[]> {
  const rows = await placementFactsOf(deps.db, assignmentIds);
  return rows.map((r) => ({
    id: r.id,
    jobTitle: r.jobTitle,
    startDate: String(r.startDate),
    contractorName: r.contractorName,
    clientName: r.clientName,
    recruiter: r.recruiterId ? { id: r.recruiterId, name: r.recruiterName ?? '' } : null,
  }));
}
