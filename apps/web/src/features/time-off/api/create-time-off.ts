import { useMutation } from '@tanstack/react-query';
import type { TimeOffRequestCreate, TimeOffRequestDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { TIME_OFF_PATH, useTimeOffSaved } from './time-off-keys';

export function useCreateTimeOff() {
  const saved = useTimeOffSaved();
  return useMutation({
    mutationFn: (body: TimeOffRequestCreate) => api.post<TimeOffRequestDetail>(TIME_OFF_PATH, body),
    onSuccess: saved,
  });
}
