import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { ASSIGNMENTS_PATH, assignmentQueryKey, type AssignmentRow } from './assignment-types';

/** pending → live: the API first checks the screenings and licenses the client requires (decision 0073). */
export function useStartAssignment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.patch<AssignmentRow>(`${ASSIGNMENTS_PATH}/${id}`, { status: 'live' }),
    onSuccess: (assignment) => {
      queryClient.setQueryData(assignmentQueryKey(id), assignment);
      void queryClient.invalidateQueries({ queryKey: ['list', ASSIGNMENTS_PATH] });
    },
  });
}
