import { Select, TextInput, type ComboboxItem } from '@mantine/core';
import { enumOptions, type EnumName, type EnumValue } from '@app/domain';
import { IconSearch } from '@tabler/icons-react';
import { useDebouncedValueSync } from './use-debounced-value-sync';
import type { ListQuery } from './use-list-query';

/** Text filters wait this long after the last keystroke before asking the server. */
const FILTER_DEBOUNCE_MS = 300;

interface FilterProps<Row> {
  list: ListQuery<Row>;
  /** The URL and API parameter. */
  name: string;
  label: string;
  placeholder?: string;
}

export function TextFilter<Row>({
  list,
  name,
  label,
  placeholder,
  search = false,
  accept,
  invalidText = 'Not a valid value',
}: FilterProps<Row> & {
  search?: boolean;
  invalidText?: string;
  /** Values the server would refuse (a half-typed status code) are kept out of the URL. */
  accept?: (value: string) => boolean;
}) {
  const [draft, change, rejected, flush] = useDebouncedValueSync(
    list.state.filters[name] ?? '',
    (value) => {
      const trimmed = value.trim();
      if (trimmed && accept && !accept(trimmed)) return null;
      list.setFilter(name, trimmed);
      return trimmed;
    },
    FILTER_DEBOUNCE_MS,
  );
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      type={search ? 'search' : 'text'}
      leftSection={search ? <IconSearch size={16} aria-hidden /> : undefined}
      value={draft}
      onChange={(e) => change(e.currentTarget.value)}
      onBlur={flush}
      error={rejected ? invalidText : undefined}
    />
  );
}

const NOT_KEPT_MOUNTED = { keepMounted: false } as const;

export function SelectFilter<Row>({
  list,
  name,
  label,
  placeholder = 'All',
  data,
}: FilterProps<Row> & { data: ComboboxItem[] }) {
  const value = list.state.filters[name] ?? null;
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={(next) => list.setFilter(name, next)}
      clearable
      allowDeselect
      // The options mount when the dropdown opens, not hidden with the list: a kept-mounted dropdown
      // is portalled and positioned at first render, a forced style recalculation per filter on a
      // phone's first paint of every list page.
      comboboxProps={NOT_KEPT_MOUNTED}
      w={180}
    />
  );
}

/**
 * An enum's values as option labels, read from the domain's labels (`w-2` → `W-2`), in the enum's
 * order or the order of `values` when only some apply.
 */
export const optionsOf = <N extends EnumName>(name: N, values?: readonly EnumValue<N>[]): ComboboxItem[] =>
  enumOptions(name, values);
