import type { AccessSubject, InvoiceLineView, InvoiceStatus, InvoiceView } from '@app/domain';
import { toCents } from '../../../lib/decimal';
import { issuesInvoice } from './invoice-access';

type Correctable = Pick<InvoiceView, 'employer_key' | 'status' | 'invoice_type' | 'remaining_amount' | 'credit_memo'>;

/** Finalized: numbered and not void (the API credits these; a credit memo is never credited itself). */
const ISSUED: readonly InvoiceStatus[] = ['open', 'partially_paid', 'paid', 'written_off'];
/** Still owed: a write-off settles what is left of these. */
const OWED: readonly InvoiceStatus[] = ['open', 'partially_paid'];

const cents = (amount: string) => toCents(amount) ?? 0n;
const isMemo = (i: Pick<InvoiceView, 'invoice_type'>) => i.invoice_type === 'credit_memo';

/**
 * The corrections the employer (the existing edit rule: an admin, or the self-employer partner that
 * issues the invoice) may make, by the invoice's status and type. `partnerId` is the user's own partner.
 */
export function correctionsOf(s: AccessSubject, partnerId: string | null, invoice: Correctable) {
  const edits = issuesInvoice(s, partnerId, invoice);
  const draft = invoice.status === 'draft';
  const issued = ISSUED.includes(invoice.status);
  const remaining = cents(invoice.remaining_amount);
  return {
    /** Credit memo, and credit and rebill: a finalized invoice that is not itself a memo. */
    credits: edits && issued && !isMemo(invoice),
    /** Write off the balance: an invoice still owed. */
    writesOff: edits && OWED.includes(invoice.status) && !isMemo(invoice) && remaining > 0n,
    /** Refund: a memo with credit left (its remaining is negative). */
    refunds: edits && isMemo(invoice) && invoice.status !== 'void' && remaining < 0n,
    /** Notes, PO and contacts (payment terms too while a draft): any invoice but a void one or a memo. */
    editsDetails: edits && (draft || issued) && !isMemo(invoice),
    /** Add line: a draft. */
    addsLines: edits && draft,
  };
}

/** A rebill: the corrected draft copy of a credited invoice (manual, with its credit memo). */
export const isRebill = (i: Pick<InvoiceView, 'invoice_type' | 'credit_memo'>) =>
  i.invoice_type === 'manual' && i.credit_memo !== null;

/** A draft's line the employer may change or remove: a manual line, or any line of a rebill. */
export const changesLine = (
  invoice: Pick<InvoiceView, 'status' | 'invoice_type' | 'credit_memo'>,
  line: Pick<InvoiceLineView, 'kind'>,
) => invoice.status === 'draft' && (line.kind === 'manual' || isRebill(invoice));
