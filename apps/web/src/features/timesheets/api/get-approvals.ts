import type { ApprovalGroupView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';

export const APPROVALS_PATH = '/approvals';

/** The approval queue: one row per contractor and week with entries waiting for a decision. */
export const useApprovalsList = () =>
  useListQuery<ApprovalGroupView>({
    path: APPROVALS_PATH,
    filterKeys: ['week_start', 'client_id', 'search'],
    defaultSort: '-week_start',
  });
