import { useMutation } from '@tanstack/react-query';
import type { TimeOffRequestDetail, TimeOffRequestUpdate } from '@app/domain';
import { api } from '../../../lib/api/client';
import { TIME_OFF_PATH, useTimeOffSaved } from './time-off-keys';

export function useUpdateTimeOff(id: string) {
  const saved = useTimeOffSaved();
  return useMutation({
    mutationFn: (body: TimeOffRequestUpdate) => api.patch<TimeOffRequestDetail>(`${TIME_OFF_PATH}/${id}`, body),
    onSuccess: saved,
  });
}
