import { useMutation } from '@tanstack/react-query';
import type { PtoRuleCreate, PtoRuleView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PTO_RULES_PATH, useRefreshPto } from './pto-keys';

export function useCreatePtoRule() {
  const refresh = useRefreshPto();
  return useMutation({
    mutationFn: (body: PtoRuleCreate) => api.post<PtoRuleView>(PTO_RULES_PATH, body),
    onSuccess: (row) => refresh(row.id),
  });
}
