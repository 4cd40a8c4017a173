import { useMutation } from '@tanstack/react-query';
import type { PtoAdjustment } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PTO_RULES_PATH, useRefreshPto } from './pto-keys';

export function useAdjustBalance(ruleId: string) {
  const refresh = useRefreshPto();
  return useMutation({
    mutationFn: (body: PtoAdjustment) =>
      api.post<{ id: string; balance_minutes: number }>(`${PTO_RULES_PATH}/${ruleId}/adjustments`, body),
    onSuccess: () => refresh(ruleId),
  });
}
