import { useQuery } from '@tanstack/react-query';
import type { AssignmentView } from '@app/domain';
import { api } from '../../../lib/api/client';
import type { ListPage } from '../../../components/data-list/use-list-query';

/** Enough assignments of one client for a picker (the list's largest page). */
const CLIENT_ASSIGNMENTS_PAGE = 200;

export interface AssignmentOption {
  value: string;
  label: string;
}

async function getClientAssignments(clientId: string, signal?: AbortSignal): Promise<AssignmentOption[]> {
  const page = await api.get<ListPage<AssignmentView>>('/assignments', {
    params: { client_id: clientId, per_page: CLIENT_ASSIGNMENTS_PAGE },
    signal,
  });
  return page.data.map((a) => ({ value: a.id, label: `${a.contractor.name} — ${a.job_title}` }));
}

/** The client's assignments, for the "assignments it covers" picker. */
export const useClientAssignments = (clientId: string | null) =>
  useQuery({
    queryKey: ['purchase-order-client-assignments', clientId],
    queryFn: ({ signal }) => getClientAssignments(clientId!, signal),
    enabled: Boolean(clientId),
    retry: false,
  });
