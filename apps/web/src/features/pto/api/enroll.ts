import { useMutation } from '@tanstack/react-query';
import type { PtoEnrollmentCreate, PtoEnrollmentView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PTO_RULES_PATH, useRefreshPto } from './pto-keys';

export function useEnroll(ruleId: string) {
  const refresh = useRefreshPto();
  return useMutation({
    mutationFn: (body: PtoEnrollmentCreate) =>
      api.post<PtoEnrollmentView>(`${PTO_RULES_PATH}/${ruleId}/enrollments`, body),
    onSuccess: () => refresh(ruleId),
  });
}
