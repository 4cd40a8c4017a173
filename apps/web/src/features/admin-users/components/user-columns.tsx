import { labelOf } from '@app/domain';
import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import { IconUserShare } from '@tabler/icons-react';
import type { DataListColumn } from '../../../components/data-list/columns';
import type { UserRow } from '../api/get-users';
import { fullName } from './act-as-modal';
import { canBeActedAs } from './admin-user-access';
import { ActiveBadge, StatusBadge } from '../../../components/status-badge';
import { formatMoment } from '../../../components/data-list/format';

interface Options {
  /** Null hides the action: an admin who is acting already cannot act again. */
  onActAs: ((user: UserRow) => void) | null;
}

export function userColumns({ onActAs }: Options): DataListColumn<UserRow>[] {
  const columns: DataListColumn<UserRow>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'email',
      title: 'Email',
      sortable: true,
      render: (u) => (
        <Anchor component={Link} to={`/users/${u.id}`}>
          {u.email}
        </Anchor>
      ),
    },
    { accessor: 'name', title: 'Name', sortable: true, sortKey: 'last_name', render: (u) => fullName(u) },
    { accessor: 'user_type', title: 'User type', render: (u) => labelOf('userType', u.user_type) },
    { accessor: 'role', title: 'Role', render: (u) => (u.role ? labelOf('role', u.role) : '—') },
    {
      accessor: 'active',
      title: 'Active',
      render: (u) => <ActiveBadge active={u.active} />,
    },
    {
      accessor: 'requires_two_factor',
      title: 'Two-factor',
      render: (u) => (
        <StatusBadge label={u.requires_two_factor ? 'On' : 'Off'} tone={u.requires_two_factor ? 'info' : 'neutral'} />
      ),
    },
    {
      accessor: 'created_at',
      title: 'Created',
      sortable: true,
      noWrap: true,
      render: (u) => formatMoment(u.created_at),
    },
  ];
  if (!onActAs) return columns;
  return [
    ...columns,
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      toggleable: false,
      render: (u) =>
        canBeActedAs(u) ? (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconUserShare size={14} aria-hidden />}
            aria-label={`Act as ${fullName(u) || u.email}`}
            onClick={() => onActAs(u)}
          >
            Act as
          </Button>
        ) : null,
    },
  ];
}
