import { Select, TextInput } from '@mantine/core';
import { toApiError } from '../../lib/api/errors';
import { usePartnerOptions } from './partner-options';
import { useClientOptions } from './client-options';

interface OwnerForm {
  values: { partner_id: string; client_id: string };
  set: (key: 'partner_id' | 'client_id', value: string) => void;
  fieldError: (key: string) => string | null;
}

/** Admin and eor pick the partner of a new row (or a client that decides it). */
export function PartnerPicker({ form, required = false }: { form: OwnerForm; required?: boolean }) {
  const partners = usePartnerOptions(true);
  if (partners.isError && toApiError(partners.error).statusCode === 404) {
    return (
      <TextInput
        label="Partner ID"
        description="The partner list is not available yet: paste the partner's id."
        required={required}
        value={form.values.partner_id}
        onChange={(e) => form.set('partner_id', e.currentTarget.value)}
        error={form.fieldError('partner_id')}
      />
    );
  }
  return (
    <Select
      label="Partner"
      required={required}
      data={partners.data ?? []}
      placeholder={partners.isPending ? 'Loading partners…' : 'Choose a partner'}
      searchable
      clearable
      value={form.values.partner_id || null}
      onChange={(next) => form.set('partner_id', next ?? '')}
      error={form.fieldError('partner_id')}
    />
  );
}

/** The client a row belongs to, among the clients this user sees (of the chosen partner for staff). */
export function ClientPicker({
  form,
  required = false,
  description,
}: {
  form: OwnerForm;
  required?: boolean;
  description?: string;
}) {
  const clients = useClientOptions();
  const partnerId = form.values.partner_id;
  const options = (clients.data ?? []).filter((c) => !partnerId || c.partnerId === partnerId);
  return (
    <Select
      label="Client"
      description={description}
      required={required}
      data={options}
      placeholder={clients.isPending ? 'Loading clients…' : required ? 'Choose a client' : 'Any client of the partner'}
      searchable
      clearable={!required}
      value={form.values.client_id || null}
      onChange={(next) => form.set('client_id', next ?? '')}
      error={form.fieldError('client_id') ?? (clients.isError ? toApiError(clients.error).message : null)}
    />
  );
}
