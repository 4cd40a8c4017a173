import type { AssignmentCreate, AssignmentUpdate } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { ASSIGNMENTS_PATH, assignmentQueryKey, type AssignmentRow } from './assignment-types';

export type AssignmentCreateBody = AssignmentCreate;

const createAssignment = (body: AssignmentCreateBody) => api.post<AssignmentRow>(ASSIGNMENTS_PATH, body);
const updateAssignment = (id: string, body: AssignmentUpdate) =>
  api.patch<AssignmentRow>(`${ASSIGNMENTS_PATH}/${id}`, body);

/** The wizard's save: a new assignment, or the pending one it edits. */
export function useSaveAssignment(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentCreateBody) => (id ? updateAssignment(id, body) : createAssignment(body)),
    onSuccess: (assignment) => {
      queryClient.setQueryData(assignmentQueryKey(assignment.id), assignment);
      void queryClient.invalidateQueries({ queryKey: ['list', ASSIGNMENTS_PATH] });
      void queryClient.invalidateQueries({ queryKey: ['assignment-rates', assignment.id] });
    },
  });
}
