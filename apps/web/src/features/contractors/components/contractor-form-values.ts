import {
  contractorCreateSchema,
  contractorUpdateSchema,
  type ContractorCreate,
  type ContractorStatus,
  type ContractorUpdate,
  type JobClassification,
  type TaxIdType,
} from '@app/domain';
import { EMPTY_ADDRESS, type AddressFormValues } from '../../../components/forms/address-fields';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import type { FieldErrors } from '../../../components/forms/server-field-errors';
import type { ContractorRow } from '../api/contractor-types';

/** What the contractor form edits: every input as typed; bodies are built and checked below. */
export interface ContractorFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  classification: JobClassification | '';
  status: ContractorStatus;
  tax_id_type: TaxIdType;
  /** Empty on edit: the stored number stays (it is never sent back to the browser). */
  tax_id_value: string;
  corp_to_corp_id: string;
  partner_id: string;
  address: AddressFormValues;
}

export const emptyContractorValues = (): ContractorFormValues => ({
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  date_of_birth: '',
  classification: '',
  status: 'onboarding',
  tax_id_type: 'ssn',
  tax_id_value: '',
  corp_to_corp_id: '',
  partner_id: '',
  address: { ...EMPTY_ADDRESS },
});

export function contractorValuesFrom(c: ContractorRow): ContractorFormValues {
  const a = c.address;
  return {
    ...emptyContractorValues(),
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email,
    phone: c.phone ?? '',
    date_of_birth: c.date_of_birth ?? '',
    classification: c.classification,
    status: c.status,
    tax_id_type: c.tax_id?.type ?? 'ssn',
    corp_to_corp_id: c.corp_to_corp_id ?? '',
    partner_id: c.partner.id,
    address: a ? { ...a, street_address_line_2: a.street_address_line_2 ?? '' } : { ...EMPTY_ADDRESS },
  };
}

const filledAddress = (a: AddressFormValues) => Object.entries(a).some(([k, v]) => k !== 'country' && v.trim() !== '');

/** The body fields both forms send (blank optional inputs become null). */
function common(values: ContractorFormValues) {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    phone: values.phone.trim() || null,
    date_of_birth: values.date_of_birth.trim() || null,
    classification: values.classification || undefined,
    corp_to_corp_id: values.corp_to_corp_id || null,
    address: filledAddress(values.address)
      ? { ...values.address, street_address_line_2: values.address.street_address_line_2 || null }
      : null,
  };
}

export function checkCreate(values: ContractorFormValues, needsPartner: boolean): Checked<ContractorCreate> {
  const extra: FieldErrors = {};
  if (!values.classification) extra.classification = 'Choose a classification';
  if (needsPartner && !values.partner_id) extra.partner_id = 'Choose a partner';
  const raw = {
    ...common(values),
    tax_id: values.tax_id_value.trim() ? { type: values.tax_id_type, value: values.tax_id_value } : null,
    partner_id: needsPartner ? values.partner_id || undefined : undefined,
  };
  return checkedOf(contractorCreateSchema.safeParse(raw), extra);
}

/** Edits send every field; the tax id only when a new number was typed. */
export function checkUpdate(values: ContractorFormValues): Checked<ContractorUpdate> {
  const raw = {
    ...common(values),
    status: values.status,
    ...(values.tax_id_value.trim() && { tax_id: { type: values.tax_id_type, value: values.tax_id_value } }),
  };
  return checkedOf(contractorUpdateSchema.safeParse(raw));
}
