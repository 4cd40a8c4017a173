import { useQuery } from '@tanstack/react-query';
import type { WorkerClassificationView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { WORKER_CLASSIFICATIONS_PATH } from './get-worker-classifications';

export const workerClassificationQueryKey = (id: string) => ['worker-classification', id] as const;

const getWorkerClassification = (id: string, signal?: AbortSignal) =>
  api.get<WorkerClassificationView>(`${WORKER_CLASSIFICATIONS_PATH}/${id}`, { signal });

export const useWorkerClassification = (id: string) =>
  useQuery({
    queryKey: workerClassificationQueryKey(id),
    queryFn: ({ signal }) => getWorkerClassification(id, signal),
    retry: false,
  });
