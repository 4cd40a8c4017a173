import type { Checked } from '../../../components/forms/checked';
import { ADDRESS_FIELD_KEYS, useFormState, type FormState } from '../../../components/forms/use-form-state';
import type { ContractorFormValues } from './contractor-form-values';

/** Every key a 422 `loc` can name (after 'body'); the tax id's parts map onto its two inputs. */
const CONTRACTOR_FIELD_KEYS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'date_of_birth',
  'classification',
  'status',
  'corp_to_corp_id',
  'partner_id',
  'tax_id.type',
  'tax_id.value',
  ...ADDRESS_FIELD_KEYS,
];

/** The contractor form's state (components/forms/use-form-state) with its own field keys. */
export function useContractorForm<Body>(
  initial: () => ContractorFormValues,
  check: (values: ContractorFormValues) => Checked<Body>,
  save: (body: Body) => Promise<void>,
) {
  return useFormState({
    initial,
    check,
    save,
    fieldKeys: CONTRACTOR_FIELD_KEYS,
    alsoClears: { tax_id_type: ['tax_id.type'], tax_id_value: ['tax_id.value'] },
  });
}

export type ContractorFormState = FormState<ContractorFormValues>;
