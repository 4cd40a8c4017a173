import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AssignmentView } from '@app/domain';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

export interface AssignmentItem extends ComboboxItem {
  startDate: string;
}

/** Live assignments the user may enter expenses on (the API scopes them; contractors see their own). */
export const useAssignmentOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['options', '/assignments', 'expenses'],
    queryFn: async ({ signal }): Promise<AssignmentItem[]> => {
      const page = await api.get<ListPage<AssignmentView>>('/assignments', {
        params: { status: 'live', per_page: 200 },
        signal,
      });
      return page.data.map((a) => ({
        value: a.id,
        label: `${a.contractor.name} · ${a.job_title} at ${a.client.name}`,
        startDate: a.start_date,
      }));
    },
    enabled,
    retry: false,
    staleTime: 60_000,
  });
