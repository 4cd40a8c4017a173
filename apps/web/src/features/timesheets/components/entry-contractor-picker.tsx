import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { toApiError } from '../../../lib/api/errors';
import { contractorChoices, useEntryAssignments } from '../api/entry-assignments';

const keepAll: OptionsFilter = ({ options }) => options;
const byLabel = (a: ComboboxItem, b: ComboboxItem) => a.label.localeCompare(b.label);

/**
 * Whose week to enter: the contractors of the assignments this user may enter time for (the API
 * applies the same rules as saving an entry, so every choice can take time). The first page is
 * filtered as the user types; when there are more than one page holds, the server searches.
 */
export function EntryContractorPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (contractorId: string | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const base = useEntryAssignments({});
  const complete = base.data !== undefined && base.data.total !== null && base.data.total <= base.data.data.length;
  const baseChoices = useMemo(() => contractorChoices(base.data?.data ?? []), [base.data]);
  // The choice last made here (it may have come from a search whose answer is gone since).
  const [picked, setPicked] = useState<ComboboxItem | null>(null);
  const known = baseChoices.find((c) => c.value === value) ?? (picked?.value === value ? picked : undefined);
  // A linked contractor beyond the first page: fetch their own assignments for the label.
  const linked = useEntryAssignments(
    { contractor_id: value ?? undefined },
    Boolean(value) && base.isSuccess && !complete && !known,
  );
  const linkedChoices = useMemo(() => contractorChoices(linked.data?.data ?? []), [linked.data]);
  const selectedLabel = (known ?? linkedChoices.find((c) => c.value === value))?.label;
  // Mantine writes the chosen label into the search box: that is not a search.
  const serverSearch = !complete && base.data !== undefined && debounced.length >= 2 && debounced !== selectedLabel;
  const searched = useEntryAssignments({ search: debounced }, serverSearch);
  const data = useMemo(() => {
    const all = new Map<string, ComboboxItem>();
    for (const c of [
      ...(known ? [known] : []),
      ...baseChoices,
      ...linkedChoices,
      ...(serverSearch ? contractorChoices(searched.data?.data ?? []) : []),
    ])
      all.set(c.value, c);
    return [...all.values()].sort(byLabel);
  }, [known, baseChoices, linkedChoices, searched.data, serverSearch]);
  const failed = base.isError ? base.error : null;

  return (
    <Select
      label="Contractor"
      placeholder={base.isPending ? 'Loading contractors…' : 'Choose the contractor whose time you enter'}
      data={data}
      value={value}
      onChange={(next, option) => {
        setPicked(next ? option : null);
        onChange(next);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched name, client and job: keep its answer as it is.
      {...(serverSearch ? { filter: keepAll } : {})}
      clearable
      nothingFoundMessage={serverSearch && searched.isFetching ? 'Searching…' : 'No contractor you may enter time for'}
      error={failed ? toApiError(failed).message : null}
      w={420}
    />
  );
}
