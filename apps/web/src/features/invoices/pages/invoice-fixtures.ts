import type { InvoiceDetail, InvoiceLineView, InvoiceRunEntry, InvoiceRunResult, InvoiceView } from '@app/domain';

type InvoicePaymentView = InvoiceDetail['payments'][number];
type InvoiceAdjustmentView = InvoiceDetail['adjustments'][number];
import { makePartner, makeUser } from '../../../test/factories';

export const CLIENT_ID = '00000000-0000-4000-8000-0000000000c1';

export const invoice = (over: Partial<InvoiceView> = {}): InvoiceView => ({
  id: 'inv-1',
  number: '1001',
  status: 'open',
  invoice_type: 'standard',
  employer_key: 'p1',
  payer: { id: CLIENT_ID, name: 'Initech' },
  client: { id: CLIENT_ID, name: 'Initech' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  work_location: null,
  contractor: null,
  product_line: 'Self-Employer',
  funding: 'Self funded',
  period: { start: '2027-06-07', end: '2027-06-13' },
  currency: 'usd',
  invoice_date: '2027-06-14',
  due_date: '2027-07-14',
  created_date: '2027-06-14T10:00:00Z',
  mark_paid_date: null,
  payment_terms_net_days: 30,
  payroll_funder: 'Acme Staffing',
  remit_to: 'Acme Staffing, 1 Main St, Springfield, IL 62701',
  purchase_orders: [],
  total_bill_amount: '1890.00',
  total_sales_tax: '0.00',
  total_adjustment_amount: '0.00',
  client_total_adjustment_amount: '0.00',
  total_due: '1890.00',
  allocated_amount: '0.00',
  remaining_amount: '1890.00',
  total_pay_amount: '1260.00',
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

export const line = (over: Partial<InvoiceLineView> = {}): InvoiceLineView => ({
  id: 'l1',
  position: 1,
  kind: 'time',
  description: 'Bruno Beaconworker · Regular',
  contractor: { id: 'k1', name: 'Bruno Beaconworker' },
  classification: 'regular',
  minutes: 2400,
  hours: '40.00',
  rate: '45.0000',
  amount: '1800.00',
  sales_tax: '0.00',
  tax_jurisdiction: 'US-TX',
  tax_rate_percent: '0.0000',
  late_period_start: null,
  credits_line_id: null,
  credited_amount: '0.00',
  pay_amount: '1200.00',
  items: [
    {
      item_id: 'i1',
      work_date: '2027-06-08',
      minutes: 480,
      amount: '360.00',
      timesheet_id: 'ts1',
      expense_id: null,
      reverses_item_id: null,
    },
    {
      item_id: 'i2',
      work_date: '2027-06-09',
      minutes: 1920,
      amount: '1440.00',
      timesheet_id: 'ts2',
      expense_id: null,
      reverses_item_id: null,
    },
  ],
  ...over,
});

const LATE_LINE = line({
  id: 'l2',
  position: 2,
  description: 'Bruno Beaconworker · Regular (late)',
  minutes: 120,
  hours: '2.00',
  amount: '90.00',
  pay_amount: '60.00',
  late_period_start: '2027-05-31',
  credits_line_id: null,
  credited_amount: '0.00',
  items: [
    {
      item_id: 'i3',
      work_date: '2027-06-04',
      minutes: 120,
      amount: '90.00',
      timesheet_id: 'ts0',
      expense_id: null,
      reverses_item_id: null,
    },
  ],
});

export const detail = (over: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  ...invoice(),
  lines: [line(), LATE_LINE],
  payments: [],
  adjustments: [],
  corrections: [],
  ...over,
});

/** Cash applied to the invoice: one allocation row of a payment (negative when it reverses one). */
export const invoicePayment = (over: Partial<InvoicePaymentView> = {}): InvoicePaymentView => ({
  allocation_id: 'al-1',
  source: 'payment',
  payment_id: 'pay-1',
  credit_memo: null,
  payment_date: '2027-06-20',
  method: 'ach',
  reference: 'ACH-778',
  amount: '1000.00',
  reason: null,
  applied_at: '2027-06-20T15:00:00Z',
  ...over,
});

/** An adjustment the invoice charges (signed: a credit to the client is negative). */
export const invoiceAdjustment = (over: Partial<InvoiceAdjustmentView> = {}): InvoiceAdjustmentView => ({
  id: 'adj-1',
  type: 'credit',
  direction: 'credit',
  amount: '-50.00',
  description: 'Goodwill credit for the June outage',
  date: '2027-06-20',
  ...over,
});

/** The same invoice as a client reads it: no pay figures anywhere. */
export const clientDetail = (): InvoiceDetail => {
  const { total_pay_amount: _pay, ...view } = invoice();
  return {
    ...view,
    lines: detail().lines.map(({ pay_amount: _linePay, ...l }) => l),
    payments: [],
    adjustments: [],
    corrections: [],
  };
};

const entry = (over: Partial<InvoiceRunEntry> = {}): InvoiceRunEntry => ({
  client: { id: CLIENT_ID, name: 'Initech' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  period: { start: '2027-06-07', end: '2027-06-13' },
  invoice_type: 'standard',
  currency: 'usd',
  work_location: null,
  contractor: null,
  line_count: 3,
  late_line_count: 1,
  subtotal: '1890.00',
  invoice_id: null,
  ...over,
});

export const runResult = (over: Partial<InvoiceRunResult> = {}): InvoiceRunResult => ({
  through: '2027-06-13',
  invoices: [
    entry(),
    entry({
      period: { start: '2027-05-31', end: '2027-06-06' },
      invoice_type: 'supplemental',
      line_count: 1,
      late_line_count: 0,
      subtotal: '110.00',
      invoice_id: 'inv-9',
    }),
  ],
  totals: { invoices: 2, lines: 4, subtotal: '2000.00' },
  ...over,
});

/** The employer: a self-employer partner's owner (it runs, finalizes and voids its own invoices). */
export const employer = makeUser({
  user_type: 'partner',
  role: 'owner',
  partner: makePartner({ self_employer: true }),
  links: ['/invoices'],
});
export const admin = makeUser({ user_type: 'admin', links: ['/invoices'] });
export const client = makeUser({ user_type: 'client', role: 'owner', links: ['/invoices'] });
