import { useMutation } from '@tanstack/react-query';
import type { TimeOffRequestDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { TIME_OFF_PATH, useTimeOffSaved } from './time-off-keys';

export type TimeOffAction =
  { action: 'approve'; note: string | null } | { action: 'reject'; reason: string } | { action: 'cancel' };

export function useTimeOffAction(id: string) {
  const saved = useTimeOffSaved();
  return useMutation({
    mutationFn: (a: TimeOffAction) => {
      const url = `${TIME_OFF_PATH}/${id}/${a.action}`;
      if (a.action === 'approve') return api.post<TimeOffRequestDetail>(url, { note: a.note });
      if (a.action === 'reject') return api.post<TimeOffRequestDetail>(url, { reason: a.reason });
      return api.post<TimeOffRequestDetail>(url);
    },
    onSuccess: saved,
  });
}
