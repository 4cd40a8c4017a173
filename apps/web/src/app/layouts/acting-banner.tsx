import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useStopActing } from '../../features/auth/api/stop-acting';
import { toastError } from '../../lib/notify';
import type { Session } from '../../lib/auth/use-session';

/** An admin acting as another user must always see that they are. */
export function ActingBanner({ session }: { session: Session }) {
  const stop = useStopActing();
  if (!session.user.actual_user) return null;
  const name = `${session.user.first_name} ${session.user.last_name}`;
  return (
    <Alert color="yellow" variant="light" radius={0} py="xs" icon={<IconUserShare size={18} aria-hidden />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dark.9">
          Acting as {name}
        </Text>
        <Button
          size="xs"
          color="dark"
          loading={stop.isPending}
          onClick={() => stop.mutate(undefined, { onError: toastError })}
        >
          Stop acting
        </Button>
      </Group>
    </Alert>
  );
}
