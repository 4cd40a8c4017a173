import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

/** Partners for the rate form's picker (staff only; the platform has far fewer than 200). */
export const usePartnerOptions = () =>
  useQuery({
    queryKey: ['partner-options'],
    queryFn: async ({ signal }): Promise<ComboboxItem[]> => {
      const page = await api.get<ListPage<{ id: string; name: string }>>('/partners', {
        params: { per_page: 200, sort: 'name' },
        signal,
      });
      return page.data.map((p) => ({ value: p.id, label: p.name }));
    },
    retry: false,
    staleTime: 60_000,
  });
