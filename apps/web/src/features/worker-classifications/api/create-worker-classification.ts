import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkerClassificationCreate, WorkerClassificationView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { workerClassificationQueryKey } from './get-worker-classification';
import { WORKER_CLASSIFICATIONS_PATH } from './get-worker-classifications';

const createWorkerClassification = (body: WorkerClassificationCreate) =>
  api.post<WorkerClassificationView>(WORKER_CLASSIFICATIONS_PATH, body);

export function useCreateWorkerClassification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkerClassification,
    onSuccess: (row) => {
      queryClient.setQueryData(workerClassificationQueryKey(row.id), row);
      void queryClient.invalidateQueries({ queryKey: ['list', WORKER_CLASSIFICATIONS_PATH] });
    },
  });
}
