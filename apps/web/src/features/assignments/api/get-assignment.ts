import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { assignmentQueryKey, type AssignmentRow } from './assignment-types';

const getAssignment = (id: string, signal?: AbortSignal) => api.get<AssignmentRow>(`/assignments/${id}`, { signal });

/** One assignment; outside the caller's scope it answers 404 (shown as Not Found). */
export const useAssignment = (id: string, enabled = true) =>
  useQuery({
    queryKey: assignmentQueryKey(id),
    queryFn: ({ signal }) => getAssignment(id, signal),
    retry: false,
    enabled: enabled && id !== '',
  });
