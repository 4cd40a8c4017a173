import { enumOptions, type LicenseView, type ScreeningView } from '@app/domain';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import type { ListQuery } from '../../../components/data-list/use-list-query';

export function ScreeningFilters({ list }: { list: ListQuery<ScreeningView> }) {
  return (
    <>
      <SelectFilter list={list} name="status" label="Status" data={enumOptions('reviewStatus')} />
      <SelectFilter list={list} name="type" label="Screening" data={enumOptions('screeningType')} />
    </>
  );
}

const LICENSE_STATUS = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];
const EXPIRY = [
  { value: 'expiring_soon', label: 'Expiring within 30 days' },
  { value: 'expired', label: 'Expired' },
];

export function LicenseFilters({ list }: { list: ListQuery<LicenseView> }) {
  return (
    <>
      <SelectFilter list={list} name="status" label="Status" placeholder="Active" data={LICENSE_STATUS} />
      <SelectFilter list={list} name="expiry" label="Expiry" data={EXPIRY} />
    </>
  );
}
