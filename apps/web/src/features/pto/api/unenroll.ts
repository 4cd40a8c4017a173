import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { PTO_RULES_PATH, useRefreshPto } from './pto-keys';

export function useUnenroll(ruleId: string) {
  const refresh = useRefreshPto();
  return useMutation({
    mutationFn: (enrollmentId: string) => api.delete<void>(`${PTO_RULES_PATH}/${ruleId}/enrollments/${enrollmentId}`),
    onSuccess: () => refresh(ruleId),
  });
}
