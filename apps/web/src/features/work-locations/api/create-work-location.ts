import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkLocationCreate, WorkLocationView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { workLocationQueryKey } from './get-work-location';
import { WORK_LOCATIONS_PATH } from './get-work-locations';

const createWorkLocation = (body: WorkLocationCreate) => api.post<WorkLocationView>(WORK_LOCATIONS_PATH, body);

export function useCreateWorkLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkLocation,
    onSuccess: (row) => {
      queryClient.setQueryData(workLocationQueryKey(row.id), row);
      void queryClient.invalidateQueries({ queryKey: ['list', WORK_LOCATIONS_PATH] });
    },
  });
}
