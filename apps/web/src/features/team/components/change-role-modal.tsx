import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { labelOf, enumOptions, rolesValidFor, type Role, type TeamMember } from '@app/domain';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useChangeRole } from '../api/update-member';
import { memberName } from '../../../components/members/member-format';

export function ChangeRoleModal({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const change = useChangeRole();
  const [role, setRole] = useState<string | null>(member?.role ?? null);
  useEffect(() => setRole(member?.role ?? null), [member]);
  const close = () => {
    if (change.isPending) return;
    change.reset();
    onClose();
  };
  const roles = member ? enumOptions('role', rolesValidFor(member.user_type)) : [];
  return (
    <Modal opened={member !== null} onClose={close} title="Change role" closeOnClickOutside={!change.isPending}>
      {member && (
        <Stack>
          <Text>{`Choose the role of ${memberName(member)}. It decides which pages they can open.`}</Text>
          <Select label="Role" data={roles} value={role} onChange={setRole} allowDeselect={false} />
          {change.isError && !toApiError(change.error).silent && (
            <Alert color="red" variant="light" role="alert">
              {toApiError(change.error).message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={change.isPending}>
              Cancel
            </Button>
            <Button
              loading={change.isPending}
              disabled={!role || role === member.role}
              onClick={() =>
                change.mutate(
                  { id: member.id, role: role as Role },
                  {
                    onSuccess: () => {
                      toast.success(`${memberName(member)} is now ${labelOf('role', role!)}`);
                      close();
                    },
                  },
                )
              }
            >
              Save role
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
