import { Select, Switch, TextInput } from '@mantine/core';
import { CA_PROVINCES, US_STATES, type SalesTaxView } from '@app/domain';
import type { ListQuery } from '../../../components/data-list/use-list-query';
import { COUNTRY_LABELS, COUNTRY_OPTIONS } from '../lib/sales-tax-format';

type List = ListQuery<SalesTaxView>;

const regionOptions = (regions: readonly { value: string; label: string }[]) =>
  regions.map((r) => ({ value: r.value, label: `${r.label} (${r.value})` }));

/** The states and provinces to pick from: the chosen country's, or both countries' in two groups. */
function jurisdictionData(country: string | undefined) {
  if (country === 'US') return regionOptions(US_STATES);
  if (country === 'CA') return regionOptions(CA_PROVINCES);
  return [
    { group: COUNTRY_LABELS.US, items: regionOptions(US_STATES) },
    { group: COUNTRY_LABELS.CA, items: regionOptions(CA_PROVINCES) },
  ];
}

/** The country; a state or province of the other country is cleared with it. */
function CountryFilter({ list }: { list: List }) {
  const { country, jurisdiction } = list.state.filters;
  const change = (next: string | null) => {
    const regions = next === 'US' ? US_STATES : next === 'CA' ? CA_PROVINCES : null;
    const keeps = !jurisdiction || !regions || regions.some((r) => r.value === jurisdiction);
    list.setFilters({ country: next, jurisdiction: keeps ? jurisdiction : null });
  };
  return (
    <Select
      label="Country"
      placeholder="All"
      data={COUNTRY_OPTIONS}
      value={country ?? null}
      onChange={change}
      clearable
      allowDeselect
      w={180}
    />
  );
}

/** One state or province (its two-letter code, as the API reads it), searchable by name. */
function JurisdictionFilter({ list }: { list: List }) {
  return (
    <Select
      label="Jurisdiction"
      placeholder="All"
      data={jurisdictionData(list.state.filters.country)}
      value={list.state.filters.jurisdiction ?? null}
      onChange={(next) => list.setFilter('jurisdiction', next)}
      searchable
      clearable
      nothingFoundMessage="No such state or province"
      w={220}
    />
  );
}

/** The rows in force on one day (`on`): where and what a line worked that day is taxed by. */
function InForceOnFilter({ list }: { list: List }) {
  return (
    <TextInput
      type="date"
      label="In force on"
      value={list.state.filters.on ?? ''}
      onChange={(e) => {
        const v = e.currentTarget.value;
        if (v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v)) list.setFilter('on', v);
      }}
      w={170}
    />
  );
}

/** Only the taxable rows nobody has confirmed a rate for (`needs_rate=true`): they hold invoices up. */
function NeedsRateFilter({ list }: { list: List }) {
  return (
    <Switch
      label="Needs a rate"
      checked={list.state.filters.needs_rate === 'true'}
      onChange={(e) => list.setFilter('needs_rate', e.currentTarget.checked ? 'true' : null)}
      mb={8}
    />
  );
}

export function SalesTaxFilters({ list }: { list: List }) {
  return (
    <>
      <CountryFilter list={list} />
      <JurisdictionFilter list={list} />
      <InForceOnFilter list={list} />
      <NeedsRateFilter list={list} />
    </>
  );
}
