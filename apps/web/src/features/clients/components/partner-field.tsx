import { Select, TextInput } from '@mantine/core';
import { toApiError } from '../../../lib/api/errors';
import { usePartnerOptions } from '../api/get-partner-options';
import type { ClientFormState } from './use-client-form';

/**
 * The partner an admin or eor user creates the client for. Until the API lists partners
 * (GET /v2/partners answers 404), the partner's id is typed instead.
 */
export function PartnerField({ form }: { form: ClientFormState }) {
  const partners = usePartnerOptions(true);
  const unavailable = partners.isError && toApiError(partners.error).statusCode === 404;
  const common = {
    label: 'Partner',
    required: true,
    error: form.fieldError('partner_id'),
  };
  if (unavailable) {
    return (
      <TextInput
        {...common}
        label="Partner ID"
        description="The partner list is not available yet: paste the partner's id."
        value={form.values.partner_id}
        onChange={(e) => form.set('partner_id', e.currentTarget.value)}
      />
    );
  }
  return (
    <Select
      {...common}
      data={partners.data ?? []}
      placeholder={partners.isPending ? 'Loading partners…' : 'Choose a partner'}
      searchable
      value={form.values.partner_id || null}
      onChange={(next) => form.set('partner_id', next ?? '')}
      error={common.error ?? (partners.isError ? toApiError(partners.error).message : null)}
    />
  );
}
