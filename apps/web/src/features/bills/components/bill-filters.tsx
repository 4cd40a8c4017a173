import type { BillView } from '@app/domain';
import { DateRangeFilter } from '../../../components/data-list/date-range-filter';
import { optionsOf, SelectFilter } from '../../../components/data-list/filter-inputs';
import type { ListQuery } from '../../../components/data-list/use-list-query';
import { usePartnerOptions } from '../../../components/reference/partner-options';

/** Staff see every partner's bills: they narrow by partner. */
function PartnerFilter({ list }: { list: ListQuery<BillView> }) {
  const partners = usePartnerOptions();
  return <SelectFilter list={list} name="partner_id" label="Partner" data={partners.data ?? []} />;
}

export function BillFilters({ list, picksPartner }: { list: ListQuery<BillView>; picksPartner: boolean }) {
  return (
    <>
      <SelectFilter list={list} name="status" label="Status" data={optionsOf('billStatus')} />
      {picksPartner && <PartnerFilter list={list} />}
      <DateRangeFilter list={list} label="Bill dates" />
    </>
  );
}
