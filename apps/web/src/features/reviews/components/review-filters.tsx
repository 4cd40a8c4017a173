import { REVIEW_KINDS, REVIEW_KIND_LABELS, enumOptions, type ReviewTypeView, type ReviewView } from '@app/domain';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import type { ListQuery } from '../../../components/data-list/use-list-query';

const KINDS = REVIEW_KINDS.map((value) => ({ value, label: REVIEW_KIND_LABELS[value] }));

export function ReviewFilters({ list }: { list: ListQuery<ReviewView> }) {
  return (
    <>
      <SelectFilter list={list} name="status" label="Status" data={enumOptions('reviewStatus')} />
      <SelectFilter list={list} name="kind" label="Kind" data={KINDS} />
    </>
  );
}

const ACTIVE = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

export function ReviewTypeFilters({ list }: { list: ListQuery<ReviewTypeView> }) {
  return (
    <>
      <SelectFilter list={list} name="kind" label="Kind" data={KINDS} />
      <SelectFilter list={list} name="active" label="Status" data={ACTIVE} />
    </>
  );
}
