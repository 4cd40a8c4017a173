import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { toApiError } from '../../../lib/api/errors';
import { useActAs } from '../api/act-as';
import type { UserRow } from '../api/get-users';

export const fullName = (u: Pick<UserRow, 'first_name' | 'last_name'>) => `${u.first_name} ${u.last_name}`.trim();

/** Acting as someone is audited as the admin's doing: the admin confirms knowing that. */
export function ActAsModal({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const actAs = useActAs();
  const close = () => {
    if (actAs.isPending) return;
    actAs.reset();
    onClose();
  };
  const name = user ? fullName(user) || user.email : '';
  return (
    <Modal opened={user !== null} onClose={close} title="Act as user" closeOnClickOutside={!actAs.isPending}>
      <Stack>
        <Text>{`Act as ${name}? Everything you do will be recorded as done by you on their behalf.`}</Text>
        {actAs.isError && !toApiError(actAs.error).silent && (
          <Alert color="red" variant="light" role="alert">
            {toApiError(actAs.error).message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={actAs.isPending}>
            Cancel
          </Button>
          <Button loading={actAs.isPending} onClick={() => user && actAs.mutate(user.id)} data-autofocus>
            Act as {name}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
