import type { DocumentKind, DocumentView } from '@app/domain';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import type { ListQuery } from '../../../components/data-list/use-list-query';
import { useOwnerOptions } from './owner-options';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];
const EXPIRY_OPTIONS = [
  { value: 'expiring_soon', label: 'Expiring within 30 days' },
  { value: 'expired', label: 'Expired' },
];

export function DocumentFilters({
  kind,
  list,
  byOwner,
  ownerLabel,
}: {
  kind: DocumentKind;
  list: ListQuery<DocumentView>;
  byOwner: boolean;
  ownerLabel: string;
}) {
  const owners = useOwnerOptions(kind, byOwner);
  return (
    <>
      <SelectFilter list={list} name="status" label="Status" placeholder="Active" data={STATUS_OPTIONS} />
      <SelectFilter list={list} name="expiry" label="Expiry" data={EXPIRY_OPTIONS} />
      {byOwner && <SelectFilter list={list} name="owner_id" label={ownerLabel} data={owners.data} />}
    </>
  );
}
