import type { PurchaseOrderView } from '@app/domain';
import { optionsOf, SelectFilter } from '../../../components/data-list/filter-inputs';
import type { ListQuery } from '../../../components/data-list/use-list-query';
import { ClientFilter } from '../../../components/reference/reference-filters';

const NEAR_BUDGET = [
  { value: 'true', label: 'Near or past the budget' },
  { value: 'false', label: 'Within the budget' },
];

export function PurchaseOrderFilters({
  list,
  picksClient,
}: {
  list: ListQuery<PurchaseOrderView>;
  picksClient: boolean;
}) {
  return (
    <>
      <SelectFilter list={list} name="status" label="Status" data={optionsOf('purchaseOrderStatus')} />
      <SelectFilter list={list} name="near_budget" label="Budget" data={NEAR_BUDGET} />
      {picksClient && <ClientFilter list={list} />}
    </>
  );
}
