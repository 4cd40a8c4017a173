import type { AssignmentRow } from '../api/assignment-types';

const base = {
  id: 'a-casey',
  job_title: 'Software Developer',
  job: { id: 'j1', title: 'Software Developer', classification: 'w-2' as const, salaried: false },
  start_date: '2026-01-05',
  end_date: null,
  status: 'live' as const,
  client: { id: 'c-globex', name: 'Globex Corporation' },
  contractor: { id: 'k-casey', name: 'Casey Contractor', classification: 'w-2' as const },
  partner: { id: 'p1', name: 'Acme Staffing' },
  work_location: {
    id: 'wl1',
    name: 'Globex Austin HQ',
    address: {
      street_address_line_1: '100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      country: 'US',
    },
  },
  address: { state: 'TX' },
  end_client: null,
  department: null,
  has_worked: true,
  processing_status: 'approved' as const,
  processing_status_message: null,
  ended_reason: null,
  rates_effective_date: '2026-07-06',
  created_at: '2026-01-01T00:00:00.000Z',
};
const pay = {
  pay_rate: '27.0000',
  overtime_pay_rate: '40.5000',
  double_overtime_pay_rate: '54.0000',
  holiday_pay_rate: '40.5000',
  annual_salary: null,
};
const bill = {
  bill_rate: '43.0000',
  overtime_bill_rate: '64.5000',
  double_overtime_bill_rate: '86.0000',
  holiday_bill_rate: '64.5000',
};

/** As the API answers the partner owner: both sides and the margin. */
export const caseyForPartner: AssignmentRow = {
  ...base,
  ...pay,
  ...bill,
  margin: { per_hour: '13.7489', percent: '31.9742', burden_per_hour: '2.2511', markup_percent: '59.2593' },
};
/** As the API answers the client: bill side only, no margin key at all. */
export const caseyForClient: AssignmentRow = { ...base, ...bill };

export const rateHistory = (row: Partial<AssignmentRow>) => ({
  data: [
    {
      id: 'r2',
      assignment_id: 'a-casey',
      effective_date: '2026-07-06',
      reason: 'Mid-year raise',
      created_at: '2026-06-01T00:00:00.000Z',
      created_by: null,
      current: true,
      ...row,
    },
  ],
  total: 1,
});
