import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkerClassificationUpdate, WorkerClassificationView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { workerClassificationQueryKey } from './get-worker-classification';
import { WORKER_CLASSIFICATIONS_PATH } from './get-worker-classifications';

const updateWorkerClassification = (id: string, body: WorkerClassificationUpdate) =>
  api.patch<WorkerClassificationView>(`${WORKER_CLASSIFICATIONS_PATH}/${id}`, body);

export function useUpdateWorkerClassification(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkerClassificationUpdate) => updateWorkerClassification(id, body),
    onSuccess: (row) => {
      queryClient.setQueryData(workerClassificationQueryKey(id), row);
      void queryClient.invalidateQueries({ queryKey: ['list', WORKER_CLASSIFICATIONS_PATH] });
    },
  });
}
