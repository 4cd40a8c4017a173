import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

interface ContractorOption {
  id: string;
  first_name: string;
  last_name: string;
}

/** Enough contractors for a picker (it filters them as the user types). */
const PAGE_SIZE = 100;

/** The contractors this user may see (the API scopes them), for the pickers and the list filter. */
export const useContractorOptions = (enabled = true) =>
  useQuery({
    queryKey: ['options', '/contractors', 'timesheets'],
    queryFn: async ({ signal }): Promise<ComboboxItem[]> => {
      const page = await api.get<ListPage<ContractorOption>>('/contractors', {
        params: { per_page: PAGE_SIZE, sort: 'name' },
        signal,
      });
      return page.data.map((c) => ({ value: c.id, label: `${c.first_name} ${c.last_name}` }));
    },
    enabled,
    retry: false,
    staleTime: 60_000,
  });
