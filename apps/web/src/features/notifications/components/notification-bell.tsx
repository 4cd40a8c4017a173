import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useUnreadCount } from '../api/notifications';

/** The drawer is its own chunk, fetched the first time the bell is opened: the header stays small. */
const NotificationDrawer = lazy(() => import('./notification-drawer'));

/**
 * The header's bell (decision 0072): the caller's unread count, read again every minute and when the
 * window regains focus; opening it shows the latest notifications in a drawer.
 */
export function NotificationBell() {
  const unread = useUnreadCount().data?.unread ?? 0;
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const label = unread === 0 ? 'Notifications' : `Notifications: ${unread} unread`;
  return (
    <>
      <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} color="red" offset={4}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={label}
          data-testid="notification-bell"
          onClick={() => {
            setLoaded(true);
            setOpened(true);
          }}
        >
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
      {loaded && (
        <Suspense fallback={null}>
          <NotificationDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
