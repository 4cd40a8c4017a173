import { Switch } from '@mantine/core';
import type { InvoiceView } from '@app/domain';
import { optionsOf, SelectFilter } from '../../../components/data-list/filter-inputs';
import type { ListQuery } from '../../../components/data-list/use-list-query';
import { ClientFilter } from '../../../components/reference/reference-filters';

/** Only the invoices still owed after their due date (`overdue=true`); off shows every invoice. */
function OverdueFilter({ list }: { list: ListQuery<InvoiceView> }) {
  return (
    <Switch
      label="Overdue only"
      checked={list.state.filters.overdue === 'true'}
      onChange={(e) => list.setFilter('overdue', e.currentTarget.checked ? 'true' : null)}
      mb={8}
    />
  );
}

export function InvoiceFilters({ list, picksClient }: { list: ListQuery<InvoiceView>; picksClient: boolean }) {
  return (
    <>
      <SelectFilter list={list} name="status" label="Status" data={optionsOf('invoiceStatus')} />
      {picksClient && <ClientFilter list={list} />}
      <OverdueFilter list={list} />
    </>
  );
}
