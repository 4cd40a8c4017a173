import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { buildProfileMenu } from '@app/domain';
import { useLogout } from '../../features/auth/api/logout';
import type { Session } from '../../lib/auth/use-session';
import { menuIcon } from './menu-icons';

export function ProfileMenu({ session }: { session: Session }) {
  const logout = useLogout();
  const { first_name, last_name } = session.user;
  const name = `${first_name} ${last_name}`.trim();
  const initials = `${first_name.charAt(0)}${last_name.charAt(0)}`.toUpperCase();
  const items = buildProfileMenu(session.subject);
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
            <Menu.Item key={item.to} component={Link} to={item.to} leftSection={icon}>
              {item.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
