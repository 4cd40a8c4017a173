import { optionsOf, SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import type { ListQuery } from '../../../components/data-list/use-list-query';
import type { UserRow } from '../api/get-users';

const USER_TYPE_OPTIONS = optionsOf('userType');
const ROLE_OPTIONS = optionsOf('role');
const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

export function UserFilters({ list }: { list: ListQuery<UserRow> }) {
  return (
    <>
      <TextFilter list={list} name="search" label="Search" placeholder="Name or email" search />
      <SelectFilter list={list} name="user_type" label="User type" data={USER_TYPE_OPTIONS} />
      <SelectFilter list={list} name="role" label="Role" data={ROLE_OPTIONS} />
      <SelectFilter list={list} name="active" label="Status" data={ACTIVE_OPTIONS} />
    </>
  );
}
