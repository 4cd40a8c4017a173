import { useQueryClient } from '@tanstack/react-query';

export const PTO_RULES_PATH = '/pto_rules';
export const PTO_ACCRUALS_PATH = '/pto_accruals';
export const PTO_BALANCES_PATH = '/pto_accruals/balances';

export const ptoRuleQueryKey = (id: string) => ['pto-rule', id] as const;
export const enrollmentsKey = (id: string) => ['pto-rule-enrollments', id] as const;
export const BALANCES_KEY = ['pto-balances'] as const;

/** Every PTO change moves the rules, the ledger and the balances (and the changed rule's pages). */
export function useRefreshPto() {
  const queryClient = useQueryClient();
  return (ruleId?: string) => {
    void queryClient.invalidateQueries({ queryKey: ['list', PTO_RULES_PATH] });
    void queryClient.invalidateQueries({ queryKey: ['list', PTO_ACCRUALS_PATH] });
    void queryClient.invalidateQueries({ queryKey: BALANCES_KEY });
    if (ruleId) {
      void queryClient.invalidateQueries({ queryKey: ptoRuleQueryKey(ruleId) });
      void queryClient.invalidateQueries({ queryKey: enrollmentsKey(ruleId) });
    }
  };
}
