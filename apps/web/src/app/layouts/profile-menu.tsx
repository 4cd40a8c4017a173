import { Avatar, Badge, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { buildProfileMenu } from '@app/domain';
import { useLogout } from '../../features/auth/api/logout';
import { useMessagesUnread } from '../../features/messages/api/unread';
import type { Session } from '../../lib/auth/use-session';
import { menuIcon } from './menu-icons';

const MESSAGES_PATH = '/messages';

/** The Messages item's badge: the caller's unread messages, none when nothing is unread. */
function UnreadBadge({ unread }: { unread: number }) {
  if (unread === 0) return null;
  return (
    <Badge size="sm" color="red" circle={unread < 10} data-testid="messages-unread">
      {unread > 99 ? '99+' : unread}
      <VisuallyHidden> unread</VisuallyHidden>
    </Badge>
  );
}

export function ProfileMenu({ session }: { session: Session }) {
  const logout = useLogout();
  const { first_name, last_name } = session.user;
  const name = `${first_name} ${last_name}`.trim();
  const initials = `${first_name.charAt(0)}${last_name.charAt(0)}`.toUpperCase();
  const items = buildProfileMenu(session.subject);
  // Read while the menu is closed too (every minute and on focus, like the bell): it opens already counted.
  const hasMessages = items.some((item) => item.kind !== 'action' && item.to === MESSAGES_PATH);
  const unread = useMessagesUnread(hasMessages).data?.unread ?? 0;
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* Named by what it shows (WCAG label in name): the initials and the name, which narrow
            screens keep for screen readers only; Menu.Target makes it a menu button. */}
        <UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" size="sm" color="blue" variant="filled">
              {initials}
            </Avatar>
            <Text size="sm" fw={500} className="visually-hidden-below-sm">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => {
          const Icon = menuIcon(item.icon);
          const icon = <Icon size={16} aria-hidden />;
          if (item.kind === 'action') {
            return (
              <Menu.Item key={item.label} leftSection={icon} onClick={() => logout.mutate()}>
                {item.label}
              </Menu.Item>
            );
          }
          return (
            <Menu.Item
              key={item.to}
              component={Link}
              to={item.to}
              leftSection={icon}
              rightSection={item.to === MESSAGES_PATH ? <UnreadBadge unread={unread} /> : undefined}
            >
              {item.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
