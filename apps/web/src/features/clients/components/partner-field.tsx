import { Select } from '@mantine/core';
import { toApiError } from '../../../lib/api/errors';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import type { ClientFormState } from './use-client-form';

/** The partner an admin or eor user creates the client for, picked by name from GET /v2/partners. */
export function PartnerField({ form }: { form: ClientFormState }) {
  const partners = usePartnerOptions(true);
  return (
    <Select
      label="Partner"
      required
      data={partners.data ?? []}
      placeholder={partners.isPending ? 'Loading partners…' : 'Choose a partner'}
      searchable
      value={form.values.partner_id || null}
      onChange={(next) => form.set('partner_id', next ?? '')}
      error={form.fieldError('partner_id') ?? (partners.isError ? toApiError(partners.error).message : null)}
    />
  );
}
