import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { PTO_RULES_PATH, useRefreshPto } from './pto-keys';

export function useDeletePtoRule(id: string) {
  const refresh = useRefreshPto();
  return useMutation({
    mutationFn: () => api.delete<void>(`${PTO_RULES_PATH}/${id}`),
    onSuccess: () => refresh(),
  });
}
