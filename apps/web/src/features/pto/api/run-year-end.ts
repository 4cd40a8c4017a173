import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { PTO_RULES_PATH, useRefreshPto } from './pto-keys';

export function useRunYearEnd(ruleId: string) {
  const refresh = useRefreshPto();
  return useMutation({
    mutationFn: (year: number) =>
      api.post<{ year: number; forfeits: number; minutes: number }>(`${PTO_RULES_PATH}/${ruleId}/run_year_end`, {
        year,
      }),
    onSuccess: () => refresh(ruleId),
  });
}
