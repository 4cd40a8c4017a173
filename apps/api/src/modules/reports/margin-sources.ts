/**
 * Margin by client, placement and recruiter (decisions 0088, 0099): the issued invoices the billing
 * register lists (due date in the period, the caller's scope), each line divided among the placements its
 * items came from (`invoiceLineMargins`), with the employer burden of the paychecks behind the pay. Margin is
 * bill − pay − employer burden in all three, from the same parts, so their totals are one another's and
 * their billed and pay totals are the invoices list's total_bill_amount and total_pay_amount.
 */
import Decimal from 'decimal.js';
import { money } from '@app/paybill';
import {
  invoiceLineMargins,
  placementFacts,
  type LineMarginPart,
  type PlacementFacts,
} from '../invoices/invoice-line-margins.service.js';
import { invoiceList } from '../invoices/invoices.service.js';
import { everyRow, totalsByCurrency, type ReportTable, type SourceContext } from './report-table.js';
import type { Cell } from './xlsx-writer.js';

/** Issued invoices: what was billed (drafts not yet, voided ones no longer). */
const ISSUED = new Set(['open', 'partially_paid', 'paid', 'written_off']);

interface Part extends LineMarginPart {
  currency: string;
  client: { id: string; name: string };
  placement: PlacementFacts | null;
}

async function marginParts(ctx: SourceContext): Promise<Part[]> {
  const { params: q } = ctx;
  const invoices = (
    await everyRow(ctx, { column: 'due_date', desc: false }, (page) =>
      invoiceList(ctx.deps, ctx.principal, {
        partnerId: ctx.partnerId,
        dueFrom: q.date_from,
        dueTo: q.date_to,
        ...page,
      }),
    )
  ).filter((i) => ISSUED.has(i.status));
  const byId = new Map(invoices.map((i) => [i.id, i]));
  const parts = await invoiceLineMargins(ctx.deps, ctx.principal, [...byId.keys()]);
  const assignmentIds = [...new Set(parts.flatMap((x) => (x.assignmentId ? [x.assignmentId] : [])))];
  const facts = new Map((await placementFacts(ctx.deps, assignmentIds)).map((f) => [f.id, f]));
  return parts.map((x) => {
    const invoice = byId.get(x.invoiceId)!;
    return {
      ...x,
      currency: invoice.currency,
      client: invoice.client,
      placement: x.assignmentId ? (facts.get(x.assignmentId) ?? null) : null,
    };
  });
}

interface Group {
  cells: Cell[];
  currency: string;
  count: Set<string>;
  billed: Decimal;
  pay: Decimal;
  burden: Decimal;
}

const marginOf = (g: { billed: Decimal; pay: Decimal; burden: Decimal }) => g.billed.minus(g.pay).minus(g.burden);
const percent = (margin: Decimal, billed: Decimal) =>
  billed.isZero() ? null : margin.div(billed).times(100).toFixed(2);

/**
 * Parts grouped by `keyOf`, as rows: the group's naming cells, the currency, a count (of `countOf`'s
 * distinct values), billed, pay, employer burden, margin and margin %; totals per currency.
 */
function marginTable(
  parts: readonly Part[],
  naming: string[],
  countLabel: string,
  keyOf: (x: Part) => { key: string; cells: Cell[]; counted: string },
): ReportTable {
  const groups = new Map<string, Group>();
  for (const x of parts) {
    const { key, cells, counted } = keyOf(x);
    const id = `${key}|${x.currency}`;
    const g = groups.get(id) ?? {
      cells,
      currency: x.currency,
      count: new Set<string>(),
      billed: new Decimal(0),
      pay: new Decimal(0),
      burden: new Decimal(0),
    };
    g.count.add(counted);
    g.billed = g.billed.plus(x.bill);
    g.pay = g.pay.plus(x.pay);
    g.burden = g.burden.plus(x.burden);
    groups.set(id, g);
  }
  const rows = [...groups.values()].sort(
    (a, b) => a.cells.join('|').localeCompare(b.cells.join('|')) || a.currency.localeCompare(b.currency),
  );
  const at = naming.length;
  const header = [...naming, 'Currency', countLabel, 'Billed', 'Pay', 'Employer burden', 'Margin', 'Margin %'];
  const totals = totalsByCurrency(
    rows,
    (g) => g.currency,
    header.length,
    [
      { index: at + 1, value: (g) => g.count.size },
      { index: at + 2, value: (g) => g.billed.toString() },
      { index: at + 3, value: (g) => g.pay.toString() },
      { index: at + 4, value: (g) => g.burden.toString() },
      { index: at + 5, value: (g) => marginOf(g).toString() },
    ],
    at,
  ).map((t) => {
    // A count is a whole number, not money; the total's margin % is of its own sums.
    t[at + 1] = String(Number(t[at + 1]));
    t[at + 6] = percent(new Decimal(String(t[at + 5])), new Decimal(String(t[at + 2])));
    return t;
  });
  return {
    header,
    rows: rows.map((g) => [
      ...g.cells,
      g.currency,
      g.count.size,
      money(g.billed),
      money(g.pay),
      money(g.burden),
      money(marginOf(g)),
      percent(marginOf(g), g.billed),
    ]),
    totals,
  };
}

export async function marginByClient(ctx: SourceContext): Promise<ReportTable> {
  return marginTable(await marginParts(ctx), ['Client'], 'Invoices', (x) => ({
    key: x.client.id,
    cells: [x.client.name],
    counted: x.invoiceId,
  }));
}

/** Lines with no placement (manual lines) are one row of their client. */
export async function marginByPlacement(ctx: SourceContext): Promise<ReportTable> {
  return marginTable(
    await marginParts(ctx),
    ['Placement', 'Worker', 'Client', 'Recruiter', 'Start date'],
    'Invoices',
    (x) => {
      const p = x.placement;
      return p
        ? {
            key: p.id,
            cells: [p.jobTitle, p.contractorName, p.clientName, p.recruiter?.name ?? 'Not credited', p.startDate],
            counted: x.invoiceId,
          }
        : {
            key: `none:${x.client.id}`,
            cells: ['No placement (manual lines)', null, x.client.name, null, null],
            counted: x.invoiceId,
          };
    },
  );
}

/** The recruiter is the user credited with the placement (who made it); manual lines have none. */
export async function marginByRecruiter(ctx: SourceContext): Promise<ReportTable> {
  return marginTable(await marginParts(ctx), ['Recruiter'], 'Placements', (x) => {
    const r = x.placement?.recruiter;
    return {
      key: r?.id ?? (x.placement ? 'uncredited' : 'manual'),
      cells: [r?.name ?? (x.placement ? 'Not credited' : 'No placement (manual lines)')],
      counted: x.assignmentId ?? `manual:${x.client.id}`,
    };
  });
}
