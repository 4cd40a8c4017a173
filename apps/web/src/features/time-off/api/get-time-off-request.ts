import { useQuery } from '@tanstack/react-query';
import type { TimeOffRequestDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { TIME_OFF_PATH, timeOffQueryKey } from './time-off-keys';

export const useTimeOffRequest = (id: string) =>
  useQuery({
    queryKey: timeOffQueryKey(id),
    queryFn: ({ signal }) => api.get<TimeOffRequestDetail>(`${TIME_OFF_PATH}/${id}`, { signal }),
    retry: false,
  });
