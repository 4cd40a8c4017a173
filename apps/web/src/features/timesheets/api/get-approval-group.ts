import { useQuery } from '@tanstack/react-query';
import type { ApprovalGroupDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { APPROVALS_PATH } from './get-approvals';

export const useApprovalGroup = (id: string) =>
  useQuery({
    queryKey: ['approval-group', id],
    queryFn: ({ signal }) => api.get<ApprovalGroupDetail>(`${APPROVALS_PATH}/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
