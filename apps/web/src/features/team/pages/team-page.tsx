import { Button, Group, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { rolesValidFor, type TeamMember } from '@app/domain';
import { DataList } from '../../../components/data-list/data-list';
import { optionsOf, SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { useTeamList } from '../api/get-team';
import { ChangeRoleModal } from '../components/change-role-modal';
import { ConfirmActiveModal } from '../../../components/members/confirm-active-modal';
import { InviteMemberModal } from '../components/invite-member-modal';
import { teamColumns } from '../components/team-columns';

const STATUS_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Deactivated' },
];

/** /team: the owner's organization members; invite, change role, deactivate or reactivate. */
export function TeamPage() {
  const list = useTeamList();
  const session = useSession();
  const [inviting, setInviting] = useState(false);
  const [roleTarget, setRoleTarget] = useState<TeamMember | null>(null);
  const [activeTarget, setActiveTarget] = useState<TeamMember | null>(null);
  const selfId = session?.user.id;
  const canEditPermissions = session?.user.links.includes('/permissions') ?? false;
  const columns = useMemo(
    () => teamColumns({ selfId, onChangeRole: setRoleTarget, onToggleActive: setActiveTarget, canEditPermissions }),
    [selfId, canEditPermissions],
  );
  const userType = session?.user.user_type;
  const roleOptions = useMemo(() => (userType ? optionsOf('role', rolesValidFor(userType)) : []), [userType]);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Team</Title>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
          Invite member
        </Button>
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="team"
        noun="team members"
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Name or email" search />
            <SelectFilter list={list} name="role" label="Role" data={roleOptions} />
            <SelectFilter list={list} name="active" label="Status" data={STATUS_OPTIONS} />
          </>
        }
      />
      {session && (
        <InviteMemberModal opened={inviting} userType={session.user.user_type} onClose={() => setInviting(false)} />
      )}
      <ChangeRoleModal member={roleTarget} onClose={() => setRoleTarget(null)} />
      <ConfirmActiveModal member={activeTarget} onClose={() => setActiveTarget(null)} />
    </Stack>
  );
}
