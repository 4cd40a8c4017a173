import type { PaymentView } from '@app/domain';
import { DateRangeFilter } from '../../../components/data-list/date-range-filter';
import { optionsOf, SelectFilter } from '../../../components/data-list/filter-inputs';
import type { ListQuery } from '../../../components/data-list/use-list-query';
import { ClientFilter } from '../../../components/reference/reference-filters';

export function PaymentFilters({ list, picksClient }: { list: ListQuery<PaymentView>; picksClient: boolean }) {
  return (
    <>
      <SelectFilter list={list} name="status" label="Status" data={optionsOf('paymentStatus')} />
      <SelectFilter
        list={list}
        name="allocation_status"
        label="Allocation"
        data={optionsOf('paymentAllocationStatus')}
      />
      <SelectFilter list={list} name="method" label="Method" data={optionsOf('paymentMethod')} />
      {picksClient && <ClientFilter list={list} />}
      <DateRangeFilter list={list} label="Payment dates" />
    </>
  );
}
