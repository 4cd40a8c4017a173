import { Box, NavLink, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronsLeft, IconChevronsRight, IconHelp, IconLifebuoy } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useState } from 'react';
import { buildMenu, type MenuEntry, type MenuGroup, type MenuLink } from '@app/domain';
import { usePublicGlobals } from '../../lib/auth/use-public-globals';
import { resumeOnboardingPath } from '../../lib/auth/onboarding';
import type { Session } from '../../lib/auth/use-session';
import { faqUrl, supportHref } from './help-links';
import { menuIcon } from './menu-icons';

interface Props {
  session: Session;
  mini: boolean;
  isMobile: boolean;
  onToggleMini: () => void;
  onNavigate: () => void;
}

function isActive(to: string, pathname: string, search: string): boolean {
  const [path = to, query] = to.split('?');
  const onPath = pathname === path || pathname.startsWith(`${path}/`);
  if (!onPath || !query) return onPath;
  const wanted = new URLSearchParams(query);
  const current = new URLSearchParams(search);
  return [...wanted.entries()].every(([k, v]) => current.get(k) === v);
}

function LinkItem({ item, mini, onNavigate }: { item: MenuLink; mini: boolean; onNavigate: () => void }) {
  const { pathname, search } = useLocation();
  const Icon = menuIcon(item.icon);
  const active = isActive(item.to, pathname, search);
  const link = (
    <NavLink
      component={Link}
      to={item.to}
      label={mini ? undefined : item.label}
      aria-label={mini ? item.label : undefined}
      leftSection={<Icon size={20} aria-hidden />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
  return mini ? (
    <Tooltip label={item.label} position="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}

function EntryItem({ entry, mini, onNavigate }: { entry: MenuEntry; mini: boolean; onNavigate: () => void }) {
  const { pathname, search } = useLocation();
  if (entry.kind === 'link') return <LinkItem item={entry} mini={mini} onNavigate={onNavigate} />;
  // In the mini rail a group has no room for a label: its links stand on their own.
  if (mini) {
    return (
      <>
        {entry.children.map((child) => (
          <LinkItem key={child.to} item={child} mini onNavigate={onNavigate} />
        ))}
      </>
    );
  }
  return (
    <GroupItem
      entry={entry}
      activeInside={entry.children.some((c) => isActive(c.to, pathname, search))}
      onNavigate={onNavigate}
    />
  );
}

/** A group header is a real button (focusable, Enter/Space) that says whether its links are shown. */
function GroupItem({
  entry,
  activeInside,
  onNavigate,
}: {
  entry: MenuGroup;
  activeInside: boolean;
  onNavigate: () => void;
}) {
  const [opened, setOpened] = useState(activeInside);
  const Icon = menuIcon(entry.icon);
  return (
    <NavLink
      component="button"
      type="button"
      label={entry.label}
      leftSection={<Icon size={20} aria-hidden />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      data-menu-group
      // Mount the links when the group opens. Kept mounted, they would sit in a hidden React
      // <Activity> whose effects have not run, and React Router ignores navigate() until they have:
      // a click right after opening the group was silently dropped.
      keepMounted={false}
      childrenOffset={28}
    >
      {entry.children.map((child) => (
        <LinkItem key={child.to} item={child} mini={false} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

/** The navigation drawer's content: menu entries from @app/domain for this user. */
export function NavDrawer({ session, mini, isMobile, onToggleMini, onNavigate }: Props) {
  const globals = usePublicGlobals();
  const resume = resumeOnboardingPath(session.user);
  // A user who skipped onboarding finds the way back first in the menu (issue 16).
  const entries: MenuEntry[] = [
    ...(resume ? [{ kind: 'link' as const, label: 'Resume onboarding', to: resume, icon: 'checklist' }] : []),
    ...buildMenu(session.subject, session.user.links),
  ];
  const showHelp = isMobile && session.user.user_type !== 'admin';
  const compact = mini && !isMobile;
  return (
    <Box h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
      {/* The browser's own scrolling: Mantine's ScrollArea measured the menu on every first load
          (forced layouts, ~60 ms on a mid-range phone) to draw a scrollbar few ever see. */}
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', scrollbarWidth: 'thin' }}>
        <Stack gap={2} p="xs">
          {entries.map((entry) => (
            <EntryItem key={entry.label} entry={entry} mini={compact} onNavigate={onNavigate} />
          ))}
          {showHelp && (
            <>
              <NavLink
                component="a"
                href={supportHref(globals)}
                label="Support"
                leftSection={<IconLifebuoy size={20} aria-hidden />}
              />
              <NavLink
                component="a"
                href={faqUrl(globals, session)}
                target="_blank"
                rel="noopener noreferrer"
                label="FAQ"
                leftSection={<IconHelp size={20} aria-hidden />}
              />
            </>
          )}
        </Stack>
      </Box>
      {!isMobile && (
        <UnstyledButton
          onClick={onToggleMini}
          aria-label={mini ? 'Expand navigation' : 'Collapse navigation'}
          aria-expanded={!mini}
          p="sm"
          style={{ display: 'flex', justifyContent: mini ? 'center' : 'flex-end' }}
        >
          {mini ? <IconChevronsRight size={20} aria-hidden /> : <IconChevronsLeft size={20} aria-hidden />}
        </UnstyledButton>
      )}
    </Box>
  );
}
