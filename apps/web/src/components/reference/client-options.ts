import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import type { ListPage } from '../../components/data-list/use-list-query';

/** Enough clients for a picker; a partner with more searches by name instead. */
const CLIENT_PAGE_SIZE = 200;

interface ClientOption {
  id: string;
  name: string;
  partner: { id: string; name: string };
}

export interface ClientItem extends ComboboxItem {
  partnerId: string;
}

const getClientOptions = async (signal?: AbortSignal): Promise<ClientItem[]> => {
  const page = await api.get<ListPage<ClientOption>>('/clients', {
    params: { per_page: CLIENT_PAGE_SIZE, sort: 'name' },
    signal,
  });
  return page.data.map((c) => ({ value: c.id, label: c.name, partnerId: c.partner.id }));
};

/** The clients this user may see (the API scopes them), for client pickers and filters. */
export const useClientOptions = (enabled = true) =>
  useQuery({
    queryKey: ['client-options'],
    queryFn: ({ signal }) => getClientOptions(signal),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
