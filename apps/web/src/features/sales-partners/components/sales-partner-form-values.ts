import {
  salesPartnerCreateSchema,
  salesPartnerUpdateSchema,
  type SalesPartnerCreate,
  type SalesPartnerUpdate,
} from '@app/domain';
import { EMPTY_ADDRESS, addressFormValuesOf, type AddressFormValues } from '../../../components/forms/address-fields';
import {
  addressBodyOf,
  changedOnly,
  checked,
  ownerBodyOf,
  textOrNull,
  type Checked,
} from '../../../components/forms/form-check';
import type { OwnerFormValues } from '../../../components/forms/use-organization-form';
import type { SalesPartnerRow } from '../api/sales-partner-types';

export interface SalesPartnerFormValues {
  name: string;
  commission_percent: string;
  contact_name: string;
  contact_email: string;
  phone: string;
  active: boolean;
  address: AddressFormValues;
  /** A new EIN; blank keeps the one on file. */
  ein: string;
  owner: OwnerFormValues;
}

export const SALES_PARTNER_FIELD_KEYS = [
  'name',
  'commission_percent',
  'contact_name',
  'contact_email',
  'phone',
  'active',
] as const;

export const emptySalesPartnerValues = (): SalesPartnerFormValues => ({
  name: '',
  commission_percent: '0',
  contact_name: '',
  contact_email: '',
  phone: '',
  active: true,
  address: EMPTY_ADDRESS,
  ein: '',
  owner: { first_name: '', last_name: '', email: '' },
});

export function salesPartnerValuesFrom(s: SalesPartnerRow): SalesPartnerFormValues {
  return {
    ...emptySalesPartnerValues(),
    name: s.name,
    commission_percent: s.commission_percent,
    contact_name: s.contact_name ?? '',
    contact_email: s.contact_email ?? '',
    phone: s.phone ?? '',
    active: s.active,
    address: addressFormValuesOf(s.address),
  };
}

function fullBody(v: SalesPartnerFormValues) {
  return {
    name: v.name,
    commission_percent: v.commission_percent.trim(),
    contact_name: textOrNull(v.contact_name),
    contact_email: textOrNull(v.contact_email),
    phone: textOrNull(v.phone),
    active: v.active,
    address: addressBodyOf(v.address),
    tax_id: v.ein.trim() ? { type: 'ein' as const, value: v.ein } : undefined,
  };
}

export const checkCreateSalesPartner = (values: SalesPartnerFormValues): Checked<SalesPartnerCreate> =>
  checked(salesPartnerCreateSchema.safeParse({ ...fullBody(values), owner: ownerBodyOf({ ...values.owner }) }));

export const checkUpdateSalesPartner = (
  values: SalesPartnerFormValues,
  original: SalesPartnerRow,
): Checked<SalesPartnerUpdate> =>
  checked(
    salesPartnerUpdateSchema.safeParse(changedOnly(fullBody(values), fullBody(salesPartnerValuesFrom(original)))),
  );
