import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkLocationUpdate, WorkLocationView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { workLocationQueryKey } from './get-work-location';
import { WORK_LOCATIONS_PATH } from './get-work-locations';

const updateWorkLocation = (id: string, body: WorkLocationUpdate) =>
  api.patch<WorkLocationView>(`${WORK_LOCATIONS_PATH}/${id}`, body);

export function useUpdateWorkLocation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkLocationUpdate) => updateWorkLocation(id, body),
    onSuccess: (row) => {
      queryClient.setQueryData(workLocationQueryKey(id), row);
      void queryClient.invalidateQueries({ queryKey: ['list', WORK_LOCATIONS_PATH] });
    },
  });
}
