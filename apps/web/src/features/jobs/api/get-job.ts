import { useQuery } from '@tanstack/react-query';
import type { JobView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { JOBS_PATH } from './get-jobs';

export const jobQueryKey = (id: string) => ['job', id] as const;

const getJob = (id: string, signal?: AbortSignal) => api.get<JobView>(`${JOBS_PATH}/${id}`, { signal });

export const useJob = (id: string) =>
  useQuery({ queryKey: jobQueryKey(id), queryFn: ({ signal }) => getJob(id, signal), retry: false });
