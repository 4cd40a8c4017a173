import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

interface ContractorOption {
  id: string;
  first_name: string;
  last_name: string;
}

/** The contractors this user may see, for the list filter. */
export const useExpenseContractorOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['options', '/contractors', 'expenses'],
    queryFn: async ({ signal }): Promise<ComboboxItem[]> => {
      const page = await api.get<ListPage<ContractorOption>>('/contractors', {
        params: { per_page: 100, sort: 'name' },
        signal,
      });
      return page.data.map((c) => ({ value: c.id, label: `${c.first_name} ${c.last_name}` }));
    },
    enabled,
    retry: false,
    staleTime: 60_000,
  });
