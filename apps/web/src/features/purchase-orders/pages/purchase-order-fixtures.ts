import type { PurchaseOrderDetail } from '@app/domain';
import { makeUser } from '../../../test/factories';

export const CLIENT_ID = '00000000-0000-4000-8000-0000000000c1';
export const ASSIGNMENT_1 = '00000000-0000-4000-8000-0000000000a1';
export const ASSIGNMENT_2 = '00000000-0000-4000-8000-0000000000a2';

/** PO-1001: 40 hours for Globex, 36 consumed (90%: near its budget), one flagged row and one released. */
export const purchaseOrder = (over: Partial<PurchaseOrderDetail> = {}): PurchaseOrderDetail => ({
  id: 'po-1',
  number: 'PO-1001',
  description: 'Q1 warehouse staffing',
  client: { id: CLIENT_ID, name: 'Globex Corporation' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  budget_kind: 'hours',
  budget: '40.00',
  currency: 'usd',
  consumed: '36.00',
  remaining: '4.00',
  percent_used: '90.0',
  near_budget: true,
  over_budget: false,
  starts_on: '2027-01-01',
  ends_on: '2027-03-31',
  status: 'active',
  assignment_count: 1,
  created_at: '2027-01-02T15:00:00Z',
  assignments: [
    {
      id: ASSIGNMENT_1,
      contractor: { id: 'k1', name: 'Casey Contractor' },
      job_title: 'Forklift operator',
      start_date: '2027-01-04',
      status: 'live',
    },
  ],
  consumptions: [
    {
      id: 'c-2',
      timesheet: { id: 't-2', date: '2027-02-09', contractor: { id: 'k1', name: 'Casey Contractor' } },
      hours: '8.00',
      amount: '320.00',
      over_budget: true,
      released_at: null,
      created_at: '2027-02-10T15:00:00Z',
    },
    {
      id: 'c-1',
      timesheet: { id: 't-1', date: '2027-02-08', contractor: { id: 'k1', name: 'Casey Contractor' } },
      hours: '8.00',
      amount: '320.00',
      over_budget: false,
      released_at: '2027-02-11T15:00:00Z',
      created_at: '2027-02-09T15:00:00Z',
    },
  ],
  ...over,
});

/** A money PO of Initech, a fifth used. */
export const moneyOrder = (): PurchaseOrderDetail =>
  purchaseOrder({
    id: 'po-2',
    number: 'INI-7',
    client: { id: 'c2', name: 'Initech' },
    budget_kind: 'amount',
    budget: '5000.00',
    currency: 'cad',
    consumed: '1000.00',
    remaining: '4000.00',
    percent_used: '20.0',
    near_budget: false,
    ends_on: null,
    assignments: [],
    consumptions: [],
  });

const PAGES = ['/purchase_orders', '/timesheets'];
export const admin = makeUser({ user_type: 'admin', links: PAGES });
export const partnerOwner = makeUser({ user_type: 'partner', role: 'owner', links: PAGES });
export const clientOwner = makeUser({ user_type: 'client', role: 'owner', links: PAGES });

/** A client's assignments as GET /v2/assignments answers them (the fields the picker reads). */
export const assignmentRow = (id: string, name: string, job: string) => ({
  id,
  job_title: job,
  contractor: { id: `k-${id}`, name },
});
