import type { AssignmentEnd } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { ASSIGNMENTS_PATH, assignmentQueryKey, type AssignmentRow } from './assignment-types';

const endAssignment = (id: string, body: AssignmentEnd) => api.post<AssignmentRow>(`/assignments/${id}/end`, body);

export function useEndAssignment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentEnd) => endAssignment(id, body),
    onSuccess: (assignment) => {
      queryClient.setQueryData(assignmentQueryKey(id), assignment);
      void queryClient.invalidateQueries({ queryKey: ['list', ASSIGNMENTS_PATH] });
    },
  });
}
