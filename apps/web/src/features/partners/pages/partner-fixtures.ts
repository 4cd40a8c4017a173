import type { PartnerRow } from '../api/partner-types';

/** Partners as the API answers them, for the page tests. */
export const ACME_ID = '1b4e28ba-2fa1-4d2b-883f-0016d3cca427';
export const SUMMIT_ID = '9c5b94b1-35ad-49bb-b118-8e8fc24abf80';

export const acme: PartnerRow = {
  id: ACME_ID,
  name: 'Acme Staffing',
  subdomain: 'acme',
  sales_partner: { id: SUMMIT_ID, name: 'Summit Referrals' },
  product_line: 'Eor',
  funding: 'Funded',
  self_employer: false,
  self_funded: false,
  self_time_sheets: false,
  self_approve: false,
  is_payroll_disabled: false,
  is_canada_enabled: true,
  corp_to_corp: false,
  corp_to_corp_enabled: true,
  redirect_url: 'https://acme.example',
  logo_url: null,
  favicon_url: null,
  dark_mode: true,
  brand_color: '#6741d9',
  white_label_brand_name: null,
  contact_name: 'Paula Partner',
  contact_email: 'ops@acme.example',
  phone: null,
  address: null,
  tax_id: { type: 'ein', masked: '**-***4567', last4: '4567' },
  payroll_frequency: 'weekly',
  platform_fee_basis: 'none',
  platform_fee_amount: '0.00',
  write_off_threshold: '25.00',
  active: true,
  created_at: '2026-01-02T10:00:00Z',
};
