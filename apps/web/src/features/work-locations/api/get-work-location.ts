import { useQuery } from '@tanstack/react-query';
import type { WorkLocationView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { WORK_LOCATIONS_PATH } from './get-work-locations';

export const workLocationQueryKey = (id: string) => ['work-location', id] as const;

const getWorkLocation = (id: string, signal?: AbortSignal) =>
  api.get<WorkLocationView>(`${WORK_LOCATIONS_PATH}/${id}`, { signal });

/** One work location; one outside the user's scope answers 404 (shown as Not Found). */
export const useWorkLocation = (id: string) =>
  useQuery({ queryKey: workLocationQueryKey(id), queryFn: ({ signal }) => getWorkLocation(id, signal), retry: false });
