import {
  PARTNER_FLAG_KEYS,
  PARTNER_OWNER_EDITABLE,
  partnerCreateSchema,
  partnerUpdateSchema,
  type PartnerCreate,
  type PartnerFlagKey,
  type PartnerUpdate,
  type PartnerView,
} from '@app/domain';
import { EMPTY_ADDRESS, addressFormValuesOf, type AddressFormValues } from '../../../components/forms/address-fields';
import type { PartnerRow } from '../api/partner-types';
import {
  addressBodyOf,
  changedOnly,
  checked,
  ownerBodyOf,
  textOrNull,
  type Checked,
} from '../../../components/forms/form-check';
import type { OwnerFormValues } from '../../../components/forms/use-organization-form';

/** What the partner form edits: every input as the user typed it. */
export interface PartnerFormValues extends Record<PartnerFlagKey, boolean> {
  name: string;
  subdomain: string;
  sales_partner_id: string;
  product_line: PartnerView['product_line'];
  funding: PartnerView['funding'];
  payroll_frequency: PartnerView['payroll_frequency'];
  active: boolean;
  platform_fee_basis: NonNullable<PartnerView['platform_fee_basis']>;
  platform_fee_amount: string;
  write_off_threshold: string;
  redirect_url: string;
  logo_url: string;
  favicon_url: string;
  dark_mode: boolean;
  /** #rrggbb, or blank for the platform's colours. */
  brand_color: string;
  white_label_brand_name: string;
  contact_name: string;
  contact_email: string;
  phone: string;
  address: AddressFormValues;
  /** A new EIN; blank keeps the one on file. */
  ein: string;
  owner: OwnerFormValues;
}

/** create and staff: every field (admin, eor); owner: the partner's own owner, branding and contacts only. */
export type PartnerFormMode = 'create' | 'staff' | 'owner';

const NO_FLAGS = Object.fromEntries(PARTNER_FLAG_KEYS.map((k) => [k, false])) as Record<PartnerFlagKey, boolean>;

export const emptyPartnerValues = (): PartnerFormValues => ({
  ...NO_FLAGS,
  name: '',
  subdomain: '',
  sales_partner_id: '',
  product_line: 'Eor',
  funding: 'Funded',
  payroll_frequency: 'weekly',
  active: true,
  platform_fee_basis: 'none',
  platform_fee_amount: '0.00',
  write_off_threshold: '25.00',
  redirect_url: '',
  logo_url: '',
  favicon_url: '',
  dark_mode: false,
  brand_color: '',
  white_label_brand_name: '',
  contact_name: '',
  contact_email: '',
  phone: '',
  address: EMPTY_ADDRESS,
  ein: '',
  owner: { first_name: '', last_name: '', email: '' },
});

export function partnerValuesFrom(p: PartnerRow): PartnerFormValues {
  const flags = Object.fromEntries(PARTNER_FLAG_KEYS.map((k) => [k, p[k]])) as Record<PartnerFlagKey, boolean>;
  return {
    ...emptyPartnerValues(),
    ...flags,
    name: p.name,
    subdomain: p.subdomain ?? '',
    sales_partner_id: p.sales_partner?.id ?? '',
    product_line: p.product_line,
    funding: p.funding,
    payroll_frequency: p.payroll_frequency,
    active: p.active,
    platform_fee_basis: p.platform_fee_basis ?? 'none',
    platform_fee_amount: p.platform_fee_amount ?? '0.00',
    write_off_threshold: p.write_off_threshold ?? '25.00',
    redirect_url: p.redirect_url ?? '',
    logo_url: p.logo_url ?? '',
    favicon_url: p.favicon_url ?? '',
    dark_mode: p.dark_mode,
    brand_color: p.brand_color ?? '',
    white_label_brand_name: p.white_label_brand_name ?? '',
    contact_name: p.contact_name ?? '',
    contact_email: p.contact_email ?? '',
    phone: p.phone ?? '',
    address: addressFormValuesOf(p.address),
  };
}

/** The whole body the values stand for (before picking what the mode may send). */
function fullBody(v: PartnerFormValues) {
  const flags = Object.fromEntries(PARTNER_FLAG_KEYS.map((k) => [k, v[k]]));
  return {
    name: v.name,
    subdomain: textOrNull(v.subdomain),
    sales_partner_id: v.sales_partner_id || null,
    product_line: v.product_line,
    funding: v.funding,
    ...flags,
    payroll_frequency: v.payroll_frequency,
    active: v.active,
    platform_fee_basis: v.platform_fee_basis,
    platform_fee_amount: v.platform_fee_amount.trim(),
    write_off_threshold: v.write_off_threshold.trim(),
    redirect_url: textOrNull(v.redirect_url),
    logo_url: textOrNull(v.logo_url),
    favicon_url: textOrNull(v.favicon_url),
    dark_mode: v.dark_mode,
    brand_color: textOrNull(v.brand_color),
    white_label_brand_name: textOrNull(v.white_label_brand_name),
    contact_name: textOrNull(v.contact_name),
    contact_email: textOrNull(v.contact_email),
    phone: textOrNull(v.phone),
    address: addressBodyOf(v.address),
    tax_id: v.ein.trim() ? { type: 'ein' as const, value: v.ein } : undefined,
  };
}

const pick = (body: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => keys.includes(k)));

export function checkCreatePartner(values: PartnerFormValues): Checked<PartnerCreate> {
  const { logo_url: _logo, favicon_url: _favicon, ...rest } = fullBody(values);
  return checked(partnerCreateSchema.safeParse({ ...rest, owner: ownerBodyOf({ ...values.owner }) }));
}

/** Only what changed, and for a partner's owner only what it may change. */
export function checkUpdatePartner(
  values: PartnerFormValues,
  original: PartnerRow,
  mode: 'staff' | 'owner',
): Checked<PartnerUpdate> {
  const next = fullBody(values);
  let body: Record<string, unknown> = changedOnly(next, fullBody(partnerValuesFrom(original)));
  if (mode === 'owner') body = pick(body, PARTNER_OWNER_EDITABLE);
  return checked(partnerUpdateSchema.safeParse(body));
}
