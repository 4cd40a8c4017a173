import '@mantine/spotlight/styles.css';
import { Center, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconBuilding, IconFileInvoice, IconHeartHandshake, IconId, IconSearch, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SearchObjectType, UserType } from '@app/domain';
import { useGlobalSearch } from '../api/search-global';
import { debounceFor, groupResults, NO_RESULTS_TEXT, PALETTE_MAX_HEIGHT, placeholderFor } from './palette-config';

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

export function SearchPalette({ userType, opened, onClose }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), debounceFor(userType));
  const search = useGlobalSearch(debounced, opened);

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
        {waiting && debounced.length + query.trim().length > 0 && (
          <Center p="md">
            <Loader size="sm" aria-label="Searching" />
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
                    onClick={() => navigate(item.redirect)}
                  />
                ))}
              </Spotlight.ActionsGroup>
            );
          })}
        {!waiting && search.isSuccess && groups.length === 0 && debounced && (
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
