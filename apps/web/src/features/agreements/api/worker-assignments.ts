import type { ComboboxItem } from '@mantine/core';
import type { AssignmentView } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

/** A worker's assignments, for the "assignment" picker of a template that reads one. */
export const useWorkerAssignments = (contractorId: string | null) =>
  useQuery({
    queryKey: ['agreement-worker-assignments', contractorId],
    queryFn: async ({ signal }): Promise<ComboboxItem[]> => {
      const page = await api.get<ListPage<AssignmentView>>('/assignments', {
        params: { contractor_id: contractorId, per_page: 100 },
        signal,
      });
      return page.data.map((a) => ({ value: a.id, label: `${a.job_title} — ${a.client.name}` }));
    },
    enabled: Boolean(contractorId),
    retry: false,
  });
