import {
  workLocationCreateSchema,
  workLocationUpdateSchema,
  type WorkLocationCreate,
  type WorkLocationUpdate,
  type WorkLocationView,
} from '@app/domain';
import { EMPTY_ADDRESS, type AddressFormValues } from '../../../components/forms/address-fields';
import type { FieldErrors } from '../../../components/forms/server-field-errors';
import { checkWith, type Checked } from '../../../components/reference/use-resource-form';

/** What the form edits: every input as typed. */
export interface WorkLocationFormValues {
  name: string;
  partner_id: string;
  client_id: string;
  address: AddressFormValues;
  timezone: string;
  is_remote: boolean;
}

export const WORK_LOCATION_FIELD_KEYS = ['name', 'partner_id', 'client_id', 'timezone', 'is_remote', 'address'];

export const emptyWorkLocationValues = (): WorkLocationFormValues => ({
  name: '',
  partner_id: '',
  client_id: '',
  address: { ...EMPTY_ADDRESS },
  timezone: '',
  is_remote: false,
});

export const addressFormValuesOf = (a: WorkLocationView['address']): AddressFormValues => ({
  ...a,
  street_address_line_2: a.street_address_line_2 ?? '',
});

export function workLocationValuesFrom(w: WorkLocationView): WorkLocationFormValues {
  return {
    name: w.name,
    partner_id: w.partner.id,
    client_id: w.client?.id ?? '',
    address: addressFormValuesOf(w.address),
    timezone: w.timezone,
    is_remote: w.is_remote,
  };
}

const common = (v: WorkLocationFormValues) => ({
  name: v.name,
  client_id: v.client_id || null,
  address: { ...v.address, street_address_line_2: v.address.street_address_line_2 || null },
  timezone: v.timezone,
  is_remote: v.is_remote,
});

export function checkCreate(v: WorkLocationFormValues, picksPartner: boolean): Checked<WorkLocationCreate> {
  // Staff name the partner unless the client decides it.
  const extra: FieldErrors = picksPartner && !v.partner_id && !v.client_id ? { partner_id: 'Choose a partner' } : {};
  return checkWith(
    workLocationCreateSchema,
    { ...common(v), partner_id: picksPartner && !v.client_id ? v.partner_id || undefined : undefined },
    extra,
  );
}

export const checkUpdate = (v: WorkLocationFormValues): Checked<WorkLocationUpdate> =>
  checkWith(workLocationUpdateSchema, common(v));
