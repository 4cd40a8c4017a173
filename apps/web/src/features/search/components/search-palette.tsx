import '@mantine/spotlight/styles.css';
import { Center, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import {
  IconArrowRight,
  IconBuilding,
  IconClockHour4,
  IconFileInvoice,
  IconHeartHandshake,
  IconId,
  IconLayoutList,
  IconSearch,
  IconUser,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SearchObjectType, UserType } from '@app/domain';
import { useSession } from '../../../lib/auth/use-session';
import { useGlobalSearch } from '../api/search-global';
import { actionCommands, matchCommands, pageCommands, type PaletteCommand } from './palette-commands';
import { debounceFor, groupResults, NO_RESULTS_TEXT, PALETTE_MAX_HEIGHT, placeholderFor } from './palette-config';
import { readRecent, rememberRecent, type RecentItem } from './palette-recent';

const [paletteStore, palette] = createSpotlight();

const TYPE_ICONS: Record<SearchObjectType, typeof IconUser> = {
  user: IconUser,
  contractor: IconId,
  client: IconBuilding,
  partner: IconHeartHandshake,
  invoice: IconFileInvoice,
};

interface Props {
  userType: UserType;
  opened: boolean;
  onClose: () => void;
}

function CommandGroup({
  label,
  commands,
  icon: Icon,
  onChoose,
}: {
  label: string;
  commands: readonly PaletteCommand[];
  icon: typeof IconUser;
  onChoose: (item: RecentItem) => void;
}) {
  if (commands.length === 0) return null;
  return (
    <Spotlight.ActionsGroup label={label}>
      {commands.map((c) => (
        <Spotlight.Action
          key={c.to}
          label={c.label}
          description={c.group}
          leftSection={<Icon size={18} aria-hidden />}
          onClick={() => onChoose({ label: c.label, to: c.to })}
        />
      ))}
    </Spotlight.ActionsGroup>
  );
}

/**
 * The Ctrl+K palette: empty, the recent items and the actions; typed, the matching pages and actions at once
 * and the search results after the debounce.
 */
export function SearchPalette({ userType, opened, onClose }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), debounceFor(userType));
  const search = useGlobalSearch(debounced, opened);
  const userId = session?.user.id;
  // Read when shown, not once at mount: the session may arrive after the palette first renders.
  const [chosen, setChosen] = useState<RecentItem[] | null>(null);
  const recent = chosen ?? (userId ? readRecent(userId) : []);
  const commands = useMemo(
    () =>
      session
        ? { pages: pageCommands(session.user, session.subject), actions: actionCommands(session.user, session.subject) }
        : { pages: [], actions: [] },
    [session],
  );
  const typed = query.trim();
  const pages = matchCommands(commands.pages, typed);
  const actions = typed ? matchCommands(commands.actions, typed) : commands.actions;
  const choose = (item: RecentItem) => {
    if (userId) setChosen(rememberRecent(userId, item));
    void navigate(item.to);
  };

  useEffect(() => {
    if (opened) palette.open();
    else palette.close();
  }, [opened]);

  // A changed text or a closed palette makes any running search pointless: abort it.
  useEffect(() => {
    void queryClient.cancelQueries({ queryKey: ['global-search'] });
  }, [query, opened, queryClient]);

  const waiting = query.trim() !== debounced || (search.isFetching && !search.data);
  const groups = search.data ? groupResults(search.data) : [];

  return (
    <Spotlight.Root
      store={paletteStore}
      shortcut={null}
      query={query}
      onQueryChange={setQuery}
      onSpotlightClose={onClose}
      scrollable
      maxHeight={PALETTE_MAX_HEIGHT}
      // The title names the dialog for screen readers; the search field is its visible heading.
      title="Search"
      styles={{ header: { display: 'none' } }}
    >
      <Spotlight.Search
        placeholder={placeholderFor(userType)}
        aria-label="Search"
        leftSection={<IconSearch size={18} aria-hidden />}
      />
      <Spotlight.ActionsList aria-label="Search results">
        {!typed && <CommandGroup label="Recent" commands={recent} icon={IconClockHour4} onChoose={choose} />}
        <CommandGroup label="Pages" commands={pages} icon={IconLayoutList} onChoose={choose} />
        <CommandGroup label="Actions" commands={actions} icon={IconArrowRight} onChoose={choose} />
        {waiting && debounced.length + query.trim().length > 0 && (
          <Center p="md">
            <Loader size="sm" role="status" aria-label="Searching" />
          </Center>
        )}
        {!waiting &&
          groups.map((group) => {
            const Icon = TYPE_ICONS[group.type];
            return (
              <Spotlight.ActionsGroup key={group.type} label={group.heading}>
                {group.items.map((item) => (
                  <Spotlight.Action
                    key={`${item.object_type}-${item.redirect}`}
                    label={item.text}
                    leftSection={<Icon size={18} aria-hidden />}
                    onClick={() => choose({ label: item.text, to: item.redirect })}
                  />
                ))}
              </Spotlight.ActionsGroup>
            );
          })}
        {!waiting && search.isSuccess && groups.length + pages.length + actions.length === 0 && debounced && (
          <Spotlight.Empty>{NO_RESULTS_TEXT}</Spotlight.Empty>
        )}
        {!waiting && search.isError && (
          <Text p="md" c="red.8" role="alert">
            {search.error.message}
          </Text>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
