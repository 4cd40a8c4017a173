import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { TIME_OFF_PATH, useTimeOffSaved } from './time-off-keys';

export function useDeleteTimeOff(id: string) {
  const saved = useTimeOffSaved();
  return useMutation({
    mutationFn: () => api.delete<void>(`${TIME_OFF_PATH}/${id}`),
    onSuccess: () => saved(),
  });
}
