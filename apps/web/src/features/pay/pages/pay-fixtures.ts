import type { InvoiceView, PaymentDetail, PaymentMethodView, PayResult } from '@app/domain';
import { makeUser } from '../../../test/factories';

export const GLOBEX_ID = '00000000-0000-4000-8000-0000000000c1';
export const INVOICE_ID = '00000000-0000-4000-8000-000000000a01';
export const INVOICE_3 = '00000000-0000-4000-8000-000000000a03';
export const GOOD_ACCOUNT = '00000000-0000-4000-8000-0000000000d1';
export const RETURNING_ACCOUNT = '00000000-0000-4000-8000-0000000000d2';
export const CAD_ACCOUNT = '00000000-0000-4000-8000-0000000000d3';

/** Invoice 1001 of Globex: $1,890.00 due, $500.00 paid, $1,390.00 left. */
export const invoice = (over: Partial<InvoiceView> = {}): InvoiceView => ({
  id: INVOICE_ID,
  number: '1001',
  status: 'partially_paid',
  invoice_type: 'standard',
  employer_key: 'platform',
  payer: { id: GLOBEX_ID, name: 'Globex Corporation' },
  client: { id: GLOBEX_ID, name: 'Globex Corporation' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  work_location: null,
  contractor: null,
  product_line: 'Eor',
  funding: 'Funded',
  period: { start: '2026-10-19', end: '2026-10-25' },
  currency: 'usd',
  invoice_date: '2026-10-26',
  due_date: '2026-11-25',
  created_date: '2026-10-26T15:00:00Z',
  mark_paid_date: null,
  payment_terms_net_days: 30,
  payroll_funder: 'Staffwise',
  remit_to: 'Staffwise, 1 Main St',
  purchase_orders: [],
  total_bill_amount: '1890.00',
  total_sales_tax: '0.00',
  total_adjustment_amount: '0.00',
  client_total_adjustment_amount: '0.00',
  total_due: '1890.00',
  allocated_amount: '500.00',
  remaining_amount: '1390.00',
  overdue: false,
  days_past_due: 0,
  notes: null,
  void_reason: null,
  po_number: null,
  contact_emails: [],
  related_invoice: null,
  credit_memo: null,
  write_off_reason: null,
  ...over,
});

export const account = (over: Partial<PaymentMethodView> = {}): PaymentMethodView => ({
  id: GOOD_ACCOUNT,
  client: { id: GLOBEX_ID, name: 'Globex Corporation' },
  kind: 'us_bank',
  account_holder: 'Globex Corporation',
  bank_name: 'First Bank',
  routing: '021000021',
  account_type: 'checking',
  account_last4: '6789',
  account_masked: '****6789',
  currency: 'usd',
  created_at: '2026-11-20T15:00:00Z',
  ...over,
});

/** The sandbox's R01 test account (000111222): the bank returns every debit from it. */
export const returningAccount = () =>
  account({ id: RETURNING_ACCOUNT, bank_name: 'Thin Bank', account_last4: '1222', account_masked: '****1222' });

export const cadAccount = () =>
  account({
    id: CAD_ACCOUNT,
    kind: 'ca_bank',
    bank_name: 'Banque Royale',
    routing: '004-12345',
    account_last4: '4567',
    account_masked: '****4567',
    currency: 'cad',
  });

export const payment = (amount: string, toward: { id: string; number: string; amount: string }[]): PaymentDetail => ({
  id: 'pay-9',
  client: { id: GLOBEX_ID, name: 'Globex Corporation' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  method: 'ach',
  amount,
  currency: 'usd',
  payment_date: '2026-11-26',
  reference: 'Online sbx_7f3a',
  notes: null,
  status: 'received',
  allocated_amount: amount,
  unapplied_amount: '0.00',
  allocation_status: 'allocated',
  return_code: null,
  return_date: null,
  return_reason: null,
  created_at: '2026-11-26T15:00:00Z',
  allocations: toward.map((t, k) => ({
    id: `al-${k}`,
    invoice: { id: t.id, number: t.number },
    amount: t.amount,
    sub_status: 'under_payment',
    reverses_allocation_id: null,
    reversed: false,
    reason: null,
    created_at: '2026-11-26T15:00:00Z',
  })),
});

export const settled = (amount: string, numbers = '1001'): PayResult => ({
  status: 'settled',
  message: `Thank you: $${amount} was paid toward invoice ${numbers}.`,
  payment: payment(amount, [{ id: INVOICE_ID, number: '1001', amount }]),
});

export const RETURNED_MESSAGE =
  'Your bank returned the payment of $1,390.00 (R01): nothing was paid. Try another account.';

export const returned = (): PayResult => ({
  status: 'returned',
  message: RETURNED_MESSAGE,
  payment: {
    ...payment('1390.00', []),
    status: 'returned',
    allocated_amount: '0.00',
    return_code: 'R01',
    return_date: '2026-11-26',
  },
});

const PAGES = ['/pay', '/invoices', '/payment_methods', '/payments'];

/** Globex's owner: pays online, adds accounts (sensitive access) and opens its invoices. */
export const clientOwner = makeUser({ user_type: 'client', role: 'owner', links: PAGES, base_links: PAGES });
/** A client's user without sensitive access: pays from the saved accounts, cannot add one. */
export const clientClerk = makeUser({
  user_type: 'client',
  role: 'recruiter',
  links: ['/pay', '/invoices'],
  base_links: PAGES,
});
export const admin = makeUser({ user_type: 'admin', links: PAGES, base_links: PAGES });
