import { SelectFilter } from '../../components/data-list/filter-inputs';
import type { ListQuery } from '../../components/data-list/use-list-query';
import { useClientOptions } from './client-options';

const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Archived' },
];

export function ActiveFilter<Row>({ list }: { list: ListQuery<Row> }) {
  return <SelectFilter list={list} name="active" label="Status" data={ACTIVE_OPTIONS} />;
}

/** Client users only ever see their own client: the filter is for everyone else. */
export function ClientFilter<Row>({ list }: { list: ListQuery<Row> }) {
  const clients = useClientOptions();
  return <SelectFilter list={list} name="client_id" label="Client" data={clients.data ?? []} />;
}
