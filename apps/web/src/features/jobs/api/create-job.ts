import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobCreate, JobView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { jobQueryKey } from './get-job';
import { JOBS_PATH } from './get-jobs';

const createJob = (body: JobCreate) => api.post<JobView>(JOBS_PATH, body);

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: (row) => {
      queryClient.setQueryData(jobQueryKey(row.id), row);
      void queryClient.invalidateQueries({ queryKey: ['list', JOBS_PATH] });
    },
  });
}
