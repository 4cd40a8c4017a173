import { useQuery } from '@tanstack/react-query';
import type { AssignmentView } from '@app/domain';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

/** The assignments a request may name: the API scopes them (a contractor: its own). */
export const useAssignmentOptions = (enabled = true) =>
  useQuery({
    queryKey: ['time-off-assignment-options'],
    queryFn: ({ signal }) =>
      api.get<ListPage<AssignmentView>>('/assignments', { params: { per_page: 200, status: 'live' }, signal }),
    enabled,
    staleTime: 60_000,
  });
