import { AGREEMENT_STATUS_LABELS, AGREEMENT_STATUSES, type AgreementListView } from '@app/domain';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import type { ListQuery } from '../../../components/data-list/use-list-query';

const STATUS_OPTIONS = AGREEMENT_STATUSES.map((s) => ({ value: s, label: AGREEMENT_STATUS_LABELS[s] }));

export function AgreementFilters({ list }: { list: ListQuery<AgreementListView> }) {
  return (
    <>
      <TextFilter list={list} name="search" label="Search" placeholder="Title or worker" search />
      <SelectFilter list={list} name="status" label="Status" data={STATUS_OPTIONS} />
    </>
  );
}
