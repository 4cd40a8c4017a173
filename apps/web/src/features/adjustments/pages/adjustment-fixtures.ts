import type { AdjustmentView, InvoiceView, PublicGlobals } from '@app/domain';
import { makePartner, makeUser } from '../../../test/factories';

export const CLIENT_ID = '00000000-0000-4000-8000-0000000000c1';
export const INVOICE_1 = '00000000-0000-4000-8000-000000000a01';
export const INVOICE_2 = '00000000-0000-4000-8000-000000000a02';

/** The platform's adjustment types (public globals' adjustment_types), as the settings' defaults. */
export const ADJUSTMENT_TYPES: PublicGlobals['adjustment_types'] = [
  { value: 'credit', label: 'Credit' },
  { value: 'late_fee', label: 'Late fee' },
  { value: 'write_off', label: 'Write-off' },
];

/** A pending $50.00 credit to Initech. */
export const adjustment = (over: Partial<AdjustmentView> = {}): AdjustmentView => ({
  id: 'adj-1',
  payer: { id: CLIENT_ID, name: 'Initech' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  type: 'credit',
  direction: 'credit',
  amount: '50.00',
  signed_amount: '-50.00',
  currency: 'usd',
  description: 'Goodwill credit for the June outage',
  notes: null,
  date: '2027-06-20',
  status: 'pending',
  invoice_charged_against: null,
  invoice_related_to: null,
  late_invoice: false,
  invoice_date: null,
  mark_paid_date: null,
  partner_amount_due: '0.00',
  product_line: 'Self-Employer',
  void_reason: null,
  created_at: '2027-06-20T15:00:00Z',
  ...over,
});

/** A $120.00 late fee charged to invoice 1002 (finalized: invoiced). */
export const invoicedFee = (over: Partial<AdjustmentView> = {}): AdjustmentView =>
  adjustment({
    id: 'adj-2',
    type: 'late_fee',
    direction: 'debit',
    amount: '120.00',
    signed_amount: '120.00',
    description: 'Late payment fee, May',
    notes: 'Agreed with AP on the phone',
    date: '2027-06-18',
    status: 'invoiced',
    invoice_charged_against: { id: INVOICE_2, number: '1002' },
    invoice_related_to: { id: INVOICE_1, number: '1001' },
    invoice_date: '2027-06-21',
    mark_paid_date: '2027-06-30',
    partner_amount_due: '30.00',
    ...over,
  });

/** A client's invoice as GET /v2/invoices answers it (the fields the picker reads). */
export const clientInvoice = (over: Partial<InvoiceView> = {}) =>
  ({
    id: INVOICE_1,
    number: '1001',
    status: 'open',
    client: { id: CLIENT_ID, name: 'Initech' },
    currency: 'usd',
    invoice_date: '2027-06-14',
    total_due: '1890.00',
    ...over,
  }) as InvoiceView;

const PAGES = ['/adjustments', '/invoices'];

/** A self-funded partner's owner: it adds and voids adjustments for its clients. */
export const funder = makeUser({
  user_type: 'partner',
  role: 'owner',
  partner: makePartner({ self_funded: true }),
  links: PAGES,
});
/** A partner that neither employs nor funds: it reads its adjustments only. */
export const reader = makeUser({ user_type: 'partner', role: 'owner', links: PAGES });
export const admin = makeUser({ user_type: 'admin', links: PAGES });
