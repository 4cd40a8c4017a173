import { Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DataList } from '../../../components/data-list/data-list';
import { useSession } from '../../../lib/auth/use-session';
import { useUsersList, type UserRow } from '../api/get-users';
import { ActAsModal } from '../components/act-as-modal';
import { mayActAs } from '../components/admin-user-access';
import { userColumns } from '../components/user-columns';
import { UserFilters } from '../components/user-filters';

/** /admin/users (and /users for EOR staff): every platform user, with "Act as" for admins' support work. */
export function AdminUsersPage() {
  const list = useUsersList();
  const session = useSession();
  const [target, setTarget] = useState<UserRow | null>(null);
  const canActAs = session !== null && mayActAs(session.user);
  const columns = useMemo(() => userColumns({ onActAs: canActAs ? setTarget : null }), [canActAs]);
  return (
    <Stack gap="lg">
      <Title order={1}>Users</Title>
      <DataList
        list={list}
        columns={columns}
        tableName="admin-users"
        noun="users"
        filters={<UserFilters list={list} />}
      />
      <ActAsModal user={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
