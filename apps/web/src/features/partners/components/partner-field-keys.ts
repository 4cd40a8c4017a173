import { PARTNER_FLAG_KEYS } from '@app/domain';

/** The partner form's own field keys, as a 422 `loc` (without 'body') names them. */
export const PARTNER_FIELD_KEYS = [
  'name',
  'subdomain',
  'sales_partner_id',
  'product_line',
  'funding',
  'payroll_frequency',
  'active',
  'platform_fee_basis',
  'platform_fee_amount',
  'write_off_threshold',
  'redirect_url',
  'logo_url',
  'favicon_url',
  'dark_mode',
  'brand_color',
  'white_label_brand_name',
  'contact_name',
  'contact_email',
  'phone',
  ...PARTNER_FLAG_KEYS,
] as const;
