import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { TeamMember } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { memberName, roleLabel } from '../../../components/members/member-format';
import { StatusBadge } from '../../../components/status-badge';
import { formatMoment } from '../../../components/data-list/format';
import { DeveloperSwitch } from './developer-switch';

interface Actions {
  /** The signed-in owner: they neither change their own role nor deactivate themselves. */
  selfId: string | undefined;
  onChangeRole: (m: TeamMember) => void;
  onToggleActive: (m: TeamMember) => void;
  /** Whether the owner may open /permissions (the row then links to the member's pages). */
  canEditPermissions: boolean;
}

export function teamColumns({
  selfId,
  onChangeRole,
  onToggleActive,
  canEditPermissions,
}: Actions): DataListColumn<TeamMember>[] {
  return [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    { accessor: 'name', title: 'Name', sortable: true, sortKey: 'last_name', render: (m) => memberName(m) },
    { accessor: 'email', title: 'Email', sortable: true },
    { accessor: 'role', title: 'Role', sortable: true, render: (m) => roleLabel(m.role) },
    {
      accessor: 'status',
      title: 'Status',
      render: (m) => <StatusBadge of="memberStatus" value={m.status} />,
    },
    {
      accessor: 'is_developer',
      title: 'Developer',
      // The owner's own switch stays theirs to keep: they cannot lock themselves out of /developers here.
      render: (m) => (m.id === selfId ? m.is_developer ? 'Yes' : '—' : <DeveloperSwitch member={m} />),
    },
    {
      accessor: 'last_sign_in_at',
      title: 'Last sign-in',
      sortable: true,
      noWrap: true,
      render: (m) => (m.last_sign_in_at ? formatMoment(m.last_sign_in_at) : 'Never'),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      toggleable: false,
      render: (m) =>
        m.id === selfId ? null : (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            {canEditPermissions && m.role !== 'owner' && (
              <Button
                component={Link}
                to={`/permissions?user=${m.id}`}
                size="compact-xs"
                variant="subtle"
                aria-label={`Pages of ${memberName(m)}`}
              >
                Pages
              </Button>
            )}
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => onChangeRole(m)}
              aria-label={`Change role of ${memberName(m)}`}
            >
              Change role
            </Button>
            <Button
              size="compact-xs"
              variant="light"
              // The theme's readable light-variant text (theme.ts READABLE_TEXT) keeps 4.5:1; a fixed shade does not.
              color={m.active ? 'red' : 'green'}
              onClick={() => onToggleActive(m)}
              aria-label={`${m.active ? 'Deactivate' : 'Reactivate'} ${memberName(m)}`}
            >
              {m.active ? 'Deactivate' : 'Reactivate'}
            </Button>
          </Group>
        ),
    },
  ];
}
