import { Badge, Burger, Group } from '@mantine/core';
import { canUseCommandPalette } from '@app/domain';
import { BrandHomeLink } from '../../components/brand-logo';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { SearchLauncher } from '../../features/search/components/search-launcher';
import { usePublicGlobals } from '../../lib/auth/use-public-globals';
import type { Session } from '../../lib/auth/use-session';
import { ProfileMenu } from './profile-menu';

const MODE_LABEL = { local: 'Local', sandbox: 'Sandbox' } as const;

interface Props {
  session: Session;
  navOpened: boolean;
  onToggleNav: () => void;
}

export function TopBar({ session, navOpened, onToggleNav }: Props) {
  const globals = usePublicGlobals();
  const modeLabel = globals.mode === 'production' ? null : MODE_LABEL[globals.mode];
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
        />
        <BrandHomeLink to={session.home} />
        {modeLabel && (
          <Badge color="grape.9" variant="filled">
            {modeLabel}
          </Badge>
        )}
        {session.user.user_type === 'admin' && (
          <Badge color="red.9" variant="filled">
            Admin
          </Badge>
        )}
      </Group>
      <Group gap="sm" wrap="nowrap">
        {canUseCommandPalette(session.subject) && <SearchLauncher userType={session.user.user_type} />}
        <NotificationBell />
        <ProfileMenu session={session} />
      </Group>
    </Group>
  );
}
