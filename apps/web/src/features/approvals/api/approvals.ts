import { useQuery } from '@tanstack/react-query';
import type { ApprovalGroupDetail, ApprovalGroupView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

const APPROVALS_PATH = '/approvals';

export const useApprovalsList = () =>
  useListQuery<ApprovalGroupView>({
    path: APPROVALS_PATH,
    filterKeys: ['week_start', 'client_id', 'search'],
    defaultSort: '-week_start',
  });

export const useApprovalGroup = (id: string) =>
  useQuery({
    queryKey: ['approval-group', id],
    queryFn: ({ signal }) => api.get<ApprovalGroupDetail>(`${APPROVALS_PATH}/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
