import { Select } from '@mantine/core';
import type { useClientOptions } from './client-options';

interface Props {
  /** The clients the user may pick from (useClientOptions: the API scopes them). */
  clients: ReturnType<typeof useClientOptions>;
  value: string;
  onChange: (id: string | null) => void;
  error?: string | null | undefined;
  /** What to choose, e.g. 'Choose the client who paid' (shown until the list has loaded as 'Loading…'). */
  prompt?: string;
}

/** The required, searchable Client field of the forms that name a client (adjustments, payments, POs, accounts). */
export function ClientPicker({ clients, value, onChange, error, prompt = 'Choose the client' }: Props) {
  return (
    <Select
      label="Client"
      required
      searchable
      data={clients.data ?? []}
      value={value || null}
      onChange={onChange}
      error={error}
      placeholder={clients.isLoading ? 'Loading…' : prompt}
      nothingFoundMessage="No such client"
    />
  );
}
