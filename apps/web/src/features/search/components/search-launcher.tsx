import { Button, Kbd } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { UserType } from '@app/domain';

// The palette (Spotlight, results, its query) loads on first use only.
const SearchPalette = lazy(() => import('./search-palette').then((m) => ({ default: m.SearchPalette })));

/** The top bar's 'Search' button and the Ctrl+K / Cmd+K shortcut; the caller checks access. */
export function SearchLauncher({ userType }: { userType: UserType }) {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const os = useOs();
  const apple = os === 'macos' || os === 'ios';
  const open = () => {
    setLoaded(true);
    setOpened(true);
  };
  // Empty ignore list: the shortcut works while typing in a field too.
  useHotkeys([['mod+K', () => (opened ? setOpened(false) : open())]], []);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          <Kbd size="xs" visibleFrom="sm">
            {apple ? '⌘ K' : 'Ctrl K'}
          </Kbd>
        }
        onClick={open}
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
      >
        Search
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchPalette userType={userType} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
