import { Select, TextInput } from '@mantine/core';
import { toApiError } from '../../../lib/api/errors';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import type { ContractorFormState } from './use-contractor-form';

/**
 * The partner an admin or eor user adds the contractor to, from GET /v2/partners; while that
 * list is not available (404), the partner's id is typed instead.
 */
export function ContractorPartnerField({ form }: { form: ContractorFormState }) {
  const partners = usePartnerOptions(true);
  const unavailable = partners.isError && toApiError(partners.error).statusCode === 404;
  const error = form.fieldError('partner_id');
  if (unavailable) {
    return (
      <TextInput
        label="Partner ID"
        required
        description="The partner list is not available yet: paste the partner's id."
        value={form.values.partner_id}
        onChange={(e) => form.set('partner_id', e.currentTarget.value.trim())}
        error={error}
      />
    );
  }
  return (
    <Select
      label="Partner"
      required
      data={partners.data ?? []}
      placeholder={partners.isPending ? 'Loading partners…' : 'Choose a partner'}
      searchable
      value={form.values.partner_id || null}
      onChange={(next) => {
        form.set('partner_id', next ?? '');
        // A vendor belongs to one partner: changing the partner drops the chosen one.
        form.set('corp_to_corp_id', '');
      }}
      error={error ?? (partners.isError ? toApiError(partners.error).message : null)}
    />
  );
}
