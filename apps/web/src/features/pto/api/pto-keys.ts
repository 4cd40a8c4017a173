import { useQueryClient } from '@tanstack/react-query';
import { PTO_BALANCES_KEY } from '../../../components/pto-balances/get-pto-balances';

export const PTO_RULES_PATH = '/pto_rules';
export const PTO_ACCRUALS_PATH = '/pto_accruals';

export const ptoRuleQueryKey = (id: string) => ['pto-rule', id] as const;
export const enrollmentsKey = (id: string) => ['pto-rule-enrollments', id] as const;

/** Every PTO change moves the rules, the ledger and the balances (and the changed rule's pages). */
export function useRefreshPto() {
  const queryClient = useQueryClient();
  return (ruleId?: string) => {
    void queryClient.invalidateQueries({ queryKey: ['list', PTO_RULES_PATH] });
    void queryClient.invalidateQueries({ queryKey: ['list', PTO_ACCRUALS_PATH] });
    void queryClient.invalidateQueries({ queryKey: PTO_BALANCES_KEY });
    if (ruleId) {
      void queryClient.invalidateQueries({ queryKey: ptoRuleQueryKey(ruleId) });
      void queryClient.invalidateQueries({ queryKey: enrollmentsKey(ruleId) });
    }
  };
}
