import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { ListPage } from '../../../components/data-list/use-list-query';

interface ContractorOption {
  id: string;
  first_name: string;
  last_name: string;
}

/** The contractors this user may see, to link an assessment to one (optional). */
const getContractorOptions = async (signal?: AbortSignal): Promise<ComboboxItem[]> => {
  const page = await api.get<ListPage<ContractorOption>>('/contractors', {
    params: { per_page: 200, sort: 'name' },
    signal,
  });
  return page.data.map((c) => ({ value: c.id, label: `${c.first_name} ${c.last_name}` }));
};

export const useContractorOptions = () =>
  useQuery({
    queryKey: ['contractor-options'],
    queryFn: ({ signal }) => getContractorOptions(signal),
    retry: false,
    staleTime: 60_000,
  });
