import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { assignmentRatesQueryKey, type AssignmentRateRow } from './assignment-types';

const getAssignmentRates = (assignmentId: string, signal?: AbortSignal) =>
  api.get<{ data: AssignmentRateRow[]; total: number }>('/assignment_rates', {
    params: { assignment_id: assignmentId },
    signal,
  });

export const useAssignmentRates = (assignmentId: string) =>
  useQuery({
    queryKey: assignmentRatesQueryKey(assignmentId),
    queryFn: ({ signal }) => getAssignmentRates(assignmentId, signal),
  });
