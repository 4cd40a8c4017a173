import { Select } from '@mantine/core';
import { toApiError } from '../../lib/api/errors';
import { useSalesPartnerOptions } from './sales-partner-options';

interface Props {
  value: string;
  onChange: (id: string) => void;
  label?: string;
  error?: string | null;
  clearable?: boolean;
}

/** A sales partner picked by name (staff only: the list answers 403 to others). */
export function SalesPartnerSelect({ value, onChange, label = 'Sales partner', error, clearable = true }: Props) {
  const options = useSalesPartnerOptions();
  return (
    <Select
      label={label}
      data={options.data ?? []}
      placeholder={options.isPending ? 'Loading sales partners…' : 'None'}
      searchable
      clearable={clearable}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error ?? (options.isError ? toApiError(options.error).message : null)}
    />
  );
}
