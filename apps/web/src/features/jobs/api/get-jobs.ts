import type { JobView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';

export const JOBS_PATH = '/jobs';

export const useJobsList = () =>
  useListQuery<JobView>({
    path: JOBS_PATH,
    filterKeys: ['search', 'client_id', 'active', 'classification'],
    defaultSort: 'title',
  });
