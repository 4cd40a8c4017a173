import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobUpdate, JobView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { jobQueryKey } from './get-job';
import { JOBS_PATH } from './get-jobs';

const updateJob = (id: string, body: JobUpdate) => api.patch<JobView>(`${JOBS_PATH}/${id}`, body);

export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobUpdate) => updateJob(id, body),
    onSuccess: (row) => {
      queryClient.setQueryData(jobQueryKey(id), row);
      void queryClient.invalidateQueries({ queryKey: ['list', JOBS_PATH] });
    },
  });
}
