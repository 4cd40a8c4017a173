import type { InvoiceView, PaymentAllocationView, PaymentDetail, PaymentView } from '@app/domain';
import { makePartner, makeUser } from '../../../test/factories';

export const CLIENT_ID = '00000000-0000-4000-8000-0000000000c1';
export const INVOICE_1 = '00000000-0000-4000-8000-000000000a01';
export const INVOICE_2 = '00000000-0000-4000-8000-000000000a02';
export const ALLOCATION_1 = '00000000-0000-4000-8000-000000000b01';

export const payment = (over: Partial<PaymentView> = {}): PaymentView => ({
  id: 'pay-1',
  client: { id: CLIENT_ID, name: 'Initech' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  method: 'ach',
  amount: '1250.00',
  currency: 'usd',
  payment_date: '2027-06-20',
  reference: 'ACH-778',
  notes: null,
  status: 'received',
  allocated_amount: '1000.00',
  unapplied_amount: '250.00',
  allocation_status: 'partially_allocated',
  return_code: null,
  return_date: null,
  return_reason: null,
  created_at: '2027-06-20T15:00:00Z',
  ...over,
});

export const allocation = (over: Partial<PaymentAllocationView> = {}): PaymentAllocationView => ({
  id: ALLOCATION_1,
  invoice: { id: INVOICE_1, number: '1001' },
  amount: '1000.00',
  sub_status: 'full',
  reverses_allocation_id: null,
  reversed: false,
  reason: null,
  created_at: '2027-06-20T15:00:00Z',
  ...over,
});

/** $1,000 standing on invoice 1001; $300 once applied to 1002 and undone by a reversing row. */
export const detail = (over: Partial<PaymentDetail> = {}): PaymentDetail => ({
  ...payment(),
  allocations: [
    allocation(),
    allocation({
      id: 'al-2',
      invoice: { id: INVOICE_2, number: '1002' },
      amount: '300.00',
      sub_status: 'under_payment',
      reversed: true,
      reason: 'Applied by hand',
    }),
    allocation({
      id: 'al-3',
      invoice: { id: INVOICE_2, number: '1002' },
      amount: '-300.00',
      sub_status: null,
      reverses_allocation_id: 'al-2',
      reason: 'Applied to the wrong invoice',
      created_at: '2027-06-21T09:00:00Z',
    }),
  ],
  ...over,
});

/** A client's invoice still owed, as GET /v2/invoices answers it (the fields the forms read). */
export const openInvoice = (over: Partial<InvoiceView> = {}) =>
  ({
    id: INVOICE_2,
    number: '1002',
    status: 'open',
    client: { id: CLIENT_ID, name: 'Initech' },
    currency: 'usd',
    due_date: '2027-07-14',
    total_due: '1890.00',
    allocated_amount: '0.00',
    remaining_amount: '1890.00',
    ...over,
  }) as InvoiceView;

const PAGES = ['/payments', '/invoices'];

/** The employer: a self-employer partner's owner (it records and returns its clients' payments). */
export const employer = makeUser({
  user_type: 'partner',
  role: 'owner',
  partner: makePartner({ self_employer: true }),
  links: PAGES,
});
/** A partner that neither employs nor funds: it reads its payments only. */
export const reader = makeUser({ user_type: 'partner', role: 'owner', links: PAGES });
export const admin = makeUser({ user_type: 'admin', links: PAGES });
export const client = makeUser({ user_type: 'client', role: 'owner', links: PAGES });
