import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PtoAccrualView,
  PtoAdjustment,
  PtoBalanceView,
  PtoEnrollmentCreate,
  PtoEnrollmentView,
  PtoRuleCreate,
  PtoRuleUpdate,
  PtoRuleView,
} from '@app/domain';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

const PTO_RULES_PATH = '/pto_rules';
const PTO_ACCRUALS_PATH = '/pto_accruals';
const PTO_BALANCES_PATH = '/pto_accruals/balances';

export const usePtoRulesList = () =>
  useListQuery<PtoRuleView>({ path: PTO_RULES_PATH, filterKeys: ['search', 'method', 'active'], defaultSort: 'name' });

export const usePtoAccrualsList = () =>
  useListQuery<PtoAccrualView>({
    path: PTO_ACCRUALS_PATH,
    filterKeys: ['kind', 'contractor_id', 'pto_rule_id', 'date_from', 'date_to'],
    defaultSort: '-effective_date',
  });

const ptoRuleQueryKey = (id: string) => ['pto-rule', id] as const;
const enrollmentsKey = (id: string) => ['pto-rule-enrollments', id] as const;
const BALANCES_KEY = ['pto-balances'] as const;

export const usePtoRule = (id: string) =>
  useQuery({
    queryKey: ptoRuleQueryKey(id),
    queryFn: ({ signal }) => api.get<PtoRuleView>(`${PTO_RULES_PATH}/${id}`, { signal }),
    retry: false,
  });

export const useEnrollments = (ruleId: string) =>
  useQuery({
    queryKey: enrollmentsKey(ruleId),
    queryFn: ({ signal }) => api.get<PtoEnrollmentView[]>(`${PTO_RULES_PATH}/${ruleId}/enrollments`, { signal }),
  });

/** Balances per contractor × rule the caller may see (a contractor: its own). */
export const usePtoBalances = (params: { contractor_id?: string; pto_rule_id?: string } = {}, enabled = true) =>
  useQuery({
    queryKey: [...BALANCES_KEY, params],
    queryFn: ({ signal }) =>
      api.get<ListPage<PtoBalanceView>>(PTO_BALANCES_PATH, { params: { ...params, per_page: 200 }, signal }),
    enabled,
  });

function useRefresh() {
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

export function useCreatePtoRule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: PtoRuleCreate) => api.post<PtoRuleView>(PTO_RULES_PATH, body),
    onSuccess: (row) => refresh(row.id),
  });
}

export function useUpdatePtoRule(id: string) {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PtoRuleUpdate) => api.patch<PtoRuleView>(`${PTO_RULES_PATH}/${id}`, body),
    onSuccess: (row) => {
      queryClient.setQueryData(ptoRuleQueryKey(id), row);
      refresh(id);
    },
  });
}

export function useDeletePtoRule(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api.delete<void>(`${PTO_RULES_PATH}/${id}`),
    onSuccess: () => refresh(),
  });
}

export function useEnroll(ruleId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: PtoEnrollmentCreate) =>
      api.post<PtoEnrollmentView>(`${PTO_RULES_PATH}/${ruleId}/enrollments`, body),
    onSuccess: () => refresh(ruleId),
  });
}

export function useUnenroll(ruleId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (enrollmentId: string) => api.delete<void>(`${PTO_RULES_PATH}/${ruleId}/enrollments/${enrollmentId}`),
    onSuccess: () => refresh(ruleId),
  });
}

export function useRunYearEnd(ruleId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (year: number) =>
      api.post<{ year: number; forfeits: number; minutes: number }>(`${PTO_RULES_PATH}/${ruleId}/run_year_end`, {
        year,
      }),
    onSuccess: () => refresh(ruleId),
  });
}

export function useAdjustBalance(ruleId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: PtoAdjustment) =>
      api.post<{ id: string; balance_minutes: number }>(`${PTO_RULES_PATH}/${ruleId}/adjustments`, body),
    onSuccess: () => refresh(ruleId),
  });
}
