import type { PayrollRunView } from '@app/domain';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import type { ListQuery } from '../../../components/data-list/use-list-query';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import { STATUS_OPTIONS } from '../lib/payroll-format';

/** Staff see every partner's runs: they narrow by partner. */
function PartnerFilter({ list }: { list: ListQuery<PayrollRunView> }) {
  const partners = usePartnerOptions();
  return <SelectFilter list={list} name="partner_id" label="Partner" data={partners.data ?? []} />;
}

export function PayrollRunFilters({ list, byPartner }: { list: ListQuery<PayrollRunView>; byPartner: boolean }) {
  return (
    <>
      <SelectFilter list={list} name="status" label="Status" data={STATUS_OPTIONS} />
      {byPartner && <PartnerFilter list={list} />}
    </>
  );
}
