import type { CommissionView, DistributionDetail, DistributionLineView, PayoutView } from '@app/domain';
import { makeUser } from '../../../test/factories';

const PAGES = ['/distributions'];

export const admin = makeUser({ user_type: 'admin', links: PAGES, base_links: PAGES });
export const partner = makeUser({ user_type: 'partner', role: 'owner', links: PAGES, base_links: PAGES });
export const salesPartner = makeUser({ user_type: 'sales_partner', role: 'owner', links: PAGES, base_links: PAGES });

/** Decision 0055's worked example: $800 of a $2,000 line paid (funded), Summit on 5% of margin. */
export const line = (over: Partial<DistributionLineView> = {}): DistributionLineView => ({
  id: 'line-1',
  allocation_date: '2026-11-10',
  clawback: false,
  funding: 'funded',
  invoice: { id: 'inv-1', number: '1001' },
  invoice_line: { id: 'il-1', position: 1, description: 'Casey — 40 h regular', amount: '2000.00' },
  payment: { id: 'pay-1', reference: 'CHK 20417' },
  payment_allocation_id: 'alloc-1-aaaaaaaa',
  reverses_allocation_id: null,
  paycheck_ids: ['pc-11111111-2222'],
  cash: '800.00',
  sales_tax: '0.00',
  pay: '480.00',
  burden: '48.96',
  platform_fee: '24.00',
  adjustments: '0.00',
  margin: '247.04',
  reimbursement: '0.00',
  partner_amount: '247.04',
  platform_amount: '552.96',
  commission: '12.35',
  platform_revenue: '11.65',
  commission_plan_id: 'plan-1',
  ...over,
});

export const distribution = (over: Partial<DistributionDetail> = {}): DistributionDetail => ({
  id: 'dist-1',
  partner: { id: 'p1', name: 'Acme Staffing' },
  currency: 'usd',
  period_start: '2026-11-01',
  period_end: '2026-11-30',
  status: 'calculated',
  line_count: 1,
  cash: '800.00',
  sales_tax: '0.00',
  pay: '480.00',
  burden: '48.96',
  platform_fee: '24.00',
  adjustments: '0.00',
  margin: '247.04',
  reimbursement: '0.00',
  partner_amount: '247.04',
  platform_amount: '552.96',
  commission: '12.35',
  platform_revenue: '11.65',
  carried_in: '0.00',
  payable: '247.04',
  partner_amount_due: '0.00',
  calculated_at: '2026-12-01T10:00:00Z',
  approved_by: null,
  approved_at: null,
  paid_at: null,
  payout_account_last4: null,
  payout_trace_number: null,
  failure_reason: null,
  lines: [line()],
  commissions: [
    {
      id: 'c-1',
      sales_partner: { id: 's1', name: 'Summit Referrals' },
      basis: '247.04',
      amount: '12.35',
      status: 'calculated',
    },
  ],
  payouts: [],
  ...over,
});

/** A payout of the worked example's distribution: an ACH (CCD) entry to Acme's account. */
export const payout = (over: Partial<PayoutView> = {}): PayoutView => ({
  id: 'po-1',
  format: 'nacha',
  amount: '247.04',
  currency: 'usd',
  account_last4: '6789',
  trace_number: '091000010000042',
  status: 'sent',
  return_code: null,
  returned_at: null,
  created_at: '2026-12-03T10:00:00Z',
  ...over,
});

/** Summit's commission on it, as the Commissions tab lists it. */
export const commission = (over: Partial<CommissionView> = {}): CommissionView => ({
  id: 'c-1',
  distribution_id: 'dist-1',
  sales_partner: { id: 's1', name: 'Summit Referrals' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  currency: 'usd',
  period_start: '2026-11-01',
  period_end: '2026-11-30',
  status: 'approved',
  basis: '247.04',
  amount: '12.35',
  carried_in: '0.00',
  payable: '12.35',
  amount_due: '0.00',
  paid_at: null,
  failure_reason: null,
  payout: null,
  created_at: '2026-12-01T10:00:00Z',
  ...over,
});
