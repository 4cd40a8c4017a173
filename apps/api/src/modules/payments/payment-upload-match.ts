/**
 * Matching a remittance's rows to invoices (pure: the caller reads the invoices). Rows are taken in the
 * file's order against a running copy of what each invoice owes, allocated with the same planAllocation
 * recordCash uses, so two lines paying one invoice, or an overpayment whose excess reaches the payer's
 * next invoice, are previewed exactly as the import will record them.
 */
import Decimal from 'decimal.js';
import { formatCurrency, type PaymentUploadRow, type PaymentUploadTotals } from '@app/domain';
import { planAllocation, type OpenInvoice } from '@app/paybill';
import type { RemittanceRow } from './payment-upload-csv.js';

export interface CandidateInvoice {
  id: string;
  number: number | null;
  employerKey: string;
  clientId: string;
  clientName: string;
  status: string;
  invoiceType: string;
  currency: string;
  remaining: string;
}

export interface OpenOfClient extends OpenInvoice {
  clientId: string;
}

export interface ImportedBefore {
  uploadId: string | null;
  invoiceId: string;
  amount: string;
  paymentDate: string;
  reference: string | null;
}

export interface MatchInput {
  rows: RemittanceRow[];
  currency: string;
  partnerName: string;
  candidates: CandidateInvoice[];
  open: OpenOfClient[];
  imported: ImportedBefore[];
}

/** A matched row, with what the import records from it. */
export interface MatchedRow {
  line: number;
  clientId: string;
  invoiceId: string;
  amount: string;
  date: string;
  method: 'ach' | 'wire' | 'check';
  reference: string | null;
}

const money = (v: Decimal.Value) => formatCurrency(new Decimal(v).toFixed(2));
const nameKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
/** The client cell names the invoice's client when one name holds the other ("Globex" and "Globex Corporation"). */
const namesClient = (cell: string, name: string) => {
  const [a, b] = [nameKey(cell), nameKey(name)];
  return a !== '' && (a.includes(b) || b.includes(a));
};
const sameMoney = (a: Decimal.Value, b: Decimal.Value) => new Decimal(a).eq(b);

type Outcome = Pick<PaymentUploadRow, 'outcome' | 'match' | 'invoice' | 'reason' | 'message'>;
const unmatched = (reason: NonNullable<PaymentUploadRow['reason']>, message: string): Outcome => ({
  outcome: 'unmatched',
  match: null,
  invoice: null,
  reason,
  message,
});

export function matchRemittance(input: MatchInput): { rows: PaymentUploadRow[]; matched: MatchedRow[] } {
  const open = new Map<string, OpenOfClient[]>();
  for (const o of input.open) open.set(o.clientId, [...(open.get(o.clientId) ?? []), { ...o }]);
  /** The line of this file that last moved an invoice's balance (a later line says what paid it). */
  const paidBy = new Map<string, number>();
  const matched: MatchedRow[] = [];

  const rows = input.rows.map((row): PaymentUploadRow => {
    const base = {
      line: row.line,
      values: row.values,
      invoice_number: row.parsed ? String(row.parsed.invoiceNumber) : null,
      amount: row.parsed?.amount ?? null,
      payment_date: row.parsed?.date ?? null,
      method: row.parsed?.method ?? null,
      reference: row.parsed?.reference ?? null,
      currency: input.currency,
      errors: row.errors,
      payment_id: null,
    };
    if (!row.parsed) {
      return { ...base, outcome: 'invalid', match: null, invoice: null, reason: null, message: null };
    }
    return { ...base, ...matchOne(row.line, row.parsed) };
  });

  function matchOne(line: number, r: NonNullable<RemittanceRow['parsed']>): Outcome {
    const n = r.invoiceNumber;
    let found = input.candidates.filter((c) => c.number === n);
    if (found.length === 0) return unmatched('not_found', `No invoice ${n} of ${input.partnerName}`);
    if (r.client) {
      const named = found.filter((c) => namesClient(r.client!, c.clientName));
      if (named.length === 0) {
        const whose = [...new Set(found.map((c) => c.clientName))].join(' or ');
        return unmatched('client_mismatch', `Invoice ${n} is ${whose}'s, not ${r.client}'s`);
      }
      found = named;
    }
    if (found.length > 1) {
      return unmatched(
        'ambiguous',
        `${found.length} issuers have an invoice ${n} (${found.map((c) => c.clientName).join(', ')}): add a client column naming the payer`,
      );
    }
    const inv = found[0]!;
    const earlier = input.imported.find(
      (i) =>
        i.invoiceId === inv.id &&
        sameMoney(i.amount, r.amount) &&
        i.paymentDate === r.date &&
        (i.reference ?? null) === r.reference,
    );
    if (earlier) {
      return unmatched(
        'already_imported',
        `A payment of ${money(r.amount)} on ${r.date} to invoice ${n} was already imported from an earlier file`,
      );
    }
    if (inv.invoiceType === 'credit_memo')
      return unmatched('not_open', `Invoice ${n} is a credit memo: nothing to pay`);
    if (inv.status === 'void') return unmatched('void', `Invoice ${n} is void`);
    if (inv.status === 'written_off') return unmatched('not_open', `Invoice ${n} was written off`);
    if (inv.currency !== input.currency) {
      return unmatched(
        'other_currency',
        `Invoice ${n} is in ${inv.currency.toUpperCase()}; this file pays ${input.currency.toUpperCase()} invoices`,
      );
    }
    const payer = open.get(inv.clientId) ?? [];
    const entry = payer.find((o) => o.id === inv.id);
    if (!entry || new Decimal(entry.remaining).lte(0)) {
      const by = paidBy.get(inv.id);
      return unmatched(
        'already_paid',
        by ? `Invoice ${n} is paid in full by line ${by} of this file` : `Invoice ${n} is already paid`,
      );
    }
    const remaining = entry.remaining;
    const plan = planAllocation(r.amount, payer, [inv.id]);
    for (const a of plan.allocations) {
      const o = payer.find((x) => x.id === a.invoiceId)!;
      o.remaining = new Decimal(o.remaining).minus(a.amount).toFixed(2);
      paidBy.set(o.id, line);
    }
    matched.push({
      line,
      clientId: inv.clientId,
      invoiceId: inv.id,
      amount: r.amount,
      date: r.date,
      method: r.method,
      reference: r.reference,
    });
    const invoice = {
      id: inv.id,
      number: String(n),
      client: { id: inv.clientId, name: inv.clientName },
      currency: inv.currency,
      remaining: new Decimal(remaining).toFixed(2),
    };
    const cmp = new Decimal(r.amount).cmp(remaining);
    if (cmp <= 0) {
      return { outcome: 'matched', match: cmp === 0 ? 'exact' : 'short', invoice, reason: null, message: null };
    }
    return {
      outcome: 'matched',
      match: 'over',
      invoice,
      reason: null,
      message: overMessage(r.amount, remaining, plan),
    };
  }

  return { rows, matched };
}

/** What an overpayment's excess does: as recordPayment applies it (other open invoices, oldest due first, then credit). */
function overMessage(amount: string, remaining: string, plan: ReturnType<typeof planAllocation>): string {
  const excess = new Decimal(amount).minus(remaining);
  const elsewhere = excess.minus(plan.unapplied);
  const parts = [`Pays ${money(excess)} more than the ${money(remaining)} the invoice owes:`];
  if (elsewhere.gt(0)) parts.push(`${money(elsewhere)} goes to the client's other open invoices, oldest due first`);
  if (new Decimal(plan.unapplied).gt(0)) {
    parts.push(`${elsewhere.gt(0) ? 'and ' : ''}${money(plan.unapplied)} stays as the client's unapplied credit`);
  }
  return parts.join(' ');
}

export function totalsOf(rows: PaymentUploadRow[]): PaymentUploadTotals {
  const of = (o: PaymentUploadRow['outcome']) => rows.filter((r) => r.outcome === o);
  const matched = of('matched');
  return {
    rows: rows.length,
    matched: matched.length,
    unmatched: of('unmatched').length,
    invalid: of('invalid').length,
    matched_amount: matched.reduce((s, r) => s.plus(r.amount ?? 0), new Decimal(0)).toFixed(2),
  };
}
