import type { AssignmentRateCreate } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { assignmentQueryKey, assignmentRatesQueryKey, type AssignmentRateRow } from './assignment-types';

export type RateChangeBody = AssignmentRateCreate;

const createAssignmentRate = (body: RateChangeBody) => api.post<AssignmentRateRow>('/assignment_rates', body);

export function useCreateAssignmentRate(assignmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssignmentRate,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: assignmentRatesQueryKey(assignmentId) });
      void queryClient.invalidateQueries({ queryKey: assignmentQueryKey(assignmentId) });
    },
  });
}
