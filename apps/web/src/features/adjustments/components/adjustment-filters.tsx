import type { AdjustmentView } from '@app/domain';
import { optionsOf, SelectFilter } from '../../../components/data-list/filter-inputs';
import type { ListQuery } from '../../../components/data-list/use-list-query';
import { ClientFilter } from '../../../components/reference/reference-filters';

export function AdjustmentFilters({ list, picksClient }: { list: ListQuery<AdjustmentView>; picksClient: boolean }) {
  return (
    <>
      <SelectFilter list={list} name="status" label="Status" data={optionsOf('adjustmentStatus')} />
      <SelectFilter list={list} name="direction" label="Direction" data={optionsOf('adjustmentDirection')} />
      {picksClient && <ClientFilter list={list} />}
    </>
  );
}
