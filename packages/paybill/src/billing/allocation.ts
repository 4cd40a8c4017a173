/**
 * Applying cash to invoices (primer section 5): to the invoices the remittance names, in its order;
 * then oldest due first, then the earlier invoice date, then the lower number. An invoice takes at most
 * what it still owes; what is left is the payer's unapplied credit. Exact to the cent.
 */
import Decimal from 'decimal.js';

export interface OpenInvoice {
  id: string;
  number: number;
  invoiceDate: string;
  dueDate: string;
  /** What the invoice still owes (positive). */
  remaining: string;
}

export type AllocationSubStatus = 'full' | 'under_payment' | 'over_payment';

export interface PlannedAllocation {
  invoiceId: string;
  amount: string;
  /** full: the invoice is paid by it; under_payment: the invoice still owes; over_payment: cash was left over. */
  subStatus: AllocationSubStatus;
}

export interface AllocationPlan {
  allocations: PlannedAllocation[];
  unapplied: string;
}

/** The order cash reaches unnamed invoices: oldest due, earlier invoice date, lower number. */
export function allocationOrder(a: OpenInvoice, b: OpenInvoice): number {
  return a.dueDate.localeCompare(b.dueDate) || a.invoiceDate.localeCompare(b.invoiceDate) || a.number - b.number;
}

export function planAllocation(
  amount: Decimal.Value,
  open: readonly OpenInvoice[],
  named: readonly string[] = [],
): AllocationPlan {
  let left = new Decimal(amount);
  const byId = new Map(open.map((i) => [i.id, i]));
  const first = named.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const rest = open.filter((i) => !named.includes(i.id)).sort(allocationOrder);
  const allocations: PlannedAllocation[] = [];
  for (const invoice of [...first, ...rest]) {
    if (left.lte(0)) break;
    const owed = new Decimal(invoice.remaining);
    if (owed.lte(0)) continue;
    const take = Decimal.min(owed, left);
    left = left.minus(take);
    allocations.push({
      invoiceId: invoice.id,
      amount: take.toFixed(2),
      subStatus: take.eq(owed) ? 'full' : 'under_payment',
    });
  }
  // Cash left after every open invoice is paid: the last allocation overpaid its payer's balance.
  if (left.gt(0) && allocations.length > 0) allocations[allocations.length - 1]!.subStatus = 'over_payment';
  return { allocations, unapplied: left.toFixed(2) };
}
