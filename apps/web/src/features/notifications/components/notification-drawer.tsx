import { Anchor, Button, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { NotificationView } from '@app/domain';
import { Link, useNavigate } from 'react-router';
import { formatMoment } from '../../../components/data-list/format';
import { toastError } from '../../../lib/notify';
import { useMarkAllRead, useMarkRead, useRecentNotifications } from '../api/notifications';

export function NotificationItem({ n, onOpen }: { n: NotificationView; onOpen: (n: NotificationView) => void }) {
  return (
    <UnstyledButton
      onClick={() => onOpen(n)}
      p="xs"
      data-testid="notification"
      data-unread={n.read_at ? undefined : 'true'}
      style={{ borderLeft: `3px solid ${n.read_at ? 'transparent' : 'var(--mantine-color-blue-6)'}` }}
    >
      <Text size="sm" fw={n.read_at ? 400 : 600}>
        {n.title}
      </Text>
      {n.body && (
        <Text size="xs" c="dimmed">
          {n.body}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {formatMoment(n.created_at)}
        {n.read_at ? '' : ' · unread'}
      </Text>
    </UnstyledButton>
  );
}

/** Opening a notification marks it read, then goes to its page. */
export function useOpenNotification(after?: () => void) {
  const markRead = useMarkRead();
  const navigate = useNavigate();
  return async (n: NotificationView) => {
    try {
      if (!n.read_at) await markRead.mutateAsync(n.id);
      after?.();
      if (n.link) void navigate(n.link);
    } catch (err) {
      toastError(err);
    }
  };
}

/** The bell's drawer: the ten latest notifications, Mark all read, and the link to all of them. */
export default function NotificationDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const recent = useRecentNotifications();
  const markAll = useMarkAllRead();
  const open = useOpenNotification(onClose);
  const rows = recent.data?.data ?? [];
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Notifications" size="sm">
      <Stack gap="xs">
        <Group justify="space-between">
          <Anchor component={Link} to="/notifications" size="sm" onClick={onClose}>
            All notifications and settings
          </Anchor>
          <Button size="compact-sm" variant="subtle" loading={markAll.isPending} onClick={() => markAll.mutate()}>
            Mark all read
          </Button>
        </Group>
        {recent.isLoading && <Text size="sm">Loading…</Text>}
        {recent.isSuccess && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            No notifications yet.
          </Text>
        )}
        {rows.map((n) => (
          <NotificationItem key={n.id} n={n} onOpen={(x) => void open(x)} />
        ))}
      </Stack>
    </Drawer>
  );
}
