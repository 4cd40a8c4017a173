import type { WorkerClassificationView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';

export const WORKER_CLASSIFICATIONS_PATH = '/worker_classifications';

export const useWorkerClassificationsList = () =>
  useListQuery<WorkerClassificationView>({
    path: WORKER_CLASSIFICATIONS_PATH,
    filterKeys: ['search', 'result'],
    defaultSort: '-created_at',
  });
