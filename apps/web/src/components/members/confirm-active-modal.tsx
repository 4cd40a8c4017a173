import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TeamMember } from '@app/domain';
import { toApiError } from '../../lib/api/errors';
import { toast } from '../../lib/notify';
import { useSetMemberActive } from './set-member-active';
import { memberName } from './member-format';

type Target = Pick<TeamMember, 'id' | 'first_name' | 'last_name' | 'email' | 'active'>;

/** Deactivation is destructive (it signs the member out everywhere): it is confirmed first. */
export function ConfirmActiveModal({ member, onClose }: { member: Target | null; onClose: () => void }) {
  const mutation = useSetMemberActive();
  const deactivating = member?.active ?? false;
  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  };
  const name = member ? memberName(member) : '';
  return (
    <Modal
      opened={member !== null}
      onClose={close}
      title={deactivating ? 'Deactivate member' : 'Reactivate member'}
      closeOnClickOutside={!mutation.isPending}
    >
      <Stack>
        <Text>
          {deactivating
            ? `Deactivate ${name}? They are signed out at once and cannot sign in until reactivated.`
            : `Reactivate ${name}? They can sign in again with their password.`}
        </Text>
        {mutation.isError && !toApiError(mutation.error).silent && (
          <Alert color="red" variant="light" role="alert">
            {toApiError(mutation.error).message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button
            color={deactivating ? 'red' : 'green'}
            loading={mutation.isPending}
            onClick={() =>
              member &&
              mutation.mutate(
                { id: member.id, active: !deactivating },
                {
                  onSuccess: () => {
                    toast.success(deactivating ? `${name} is deactivated` : `${name} is active again`);
                    close();
                  },
                },
              )
            }
          >
            {deactivating ? 'Deactivate' : 'Reactivate'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
