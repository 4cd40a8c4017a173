import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

interface ContractorOption {
  id: string;
  first_name: string;
  last_name: string;
}

/**
 * The workers an off-cycle run may pay: the chosen partner's (staff name it), or the caller's own partner's
 * (the API scopes a partner's users to their own). The first 200 by name: an off-cycle run is a few people.
 */
export const useOffCycleWorkers = (partnerId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['options', '/contractors', 'off-cycle', partnerId],
    queryFn: async ({ signal }): Promise<ComboboxItem[]> => {
      const page = await api.get<ListPage<ContractorOption>>('/contractors', {
        params: { per_page: 200, sort: 'name', ...(partnerId ? { partner_id: partnerId } : {}) },
        signal,
      });
      return page.data.map((c) => ({ value: c.id, label: `${c.first_name} ${c.last_name}` }));
    },
    enabled,
    retry: false,
    staleTime: 60_000,
  });
