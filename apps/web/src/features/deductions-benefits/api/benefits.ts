import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BenefitDependentCreate,
  BenefitDependentView,
  BenefitEnrollmentCreate,
  BenefitEnrollmentDetail,
  BenefitEnrollmentView,
  BenefitPlanDetail,
  EorBenefitCreate,
  PartnerBenefitCreate,
} from '@app/domain';
import { useListQuery, type ListPage } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

export const BENEFITS_PATH = '/benefits';
const PLANS_PATH = { eor: '/eor_benefits', partner: '/partner_benefits' } as const;
export type PlanSource = keyof typeof PLANS_PATH;
const enrollmentKey = (id: string) => ['benefit', id] as const;

/** Enrollments in the caller's scope (a contractor's own), latest start first. */
export const useEnrollmentsList = () =>
  useListQuery<BenefitEnrollmentView>({
    path: BENEFITS_PATH,
    filterKeys: ['contractor_id', 'partner_id', 'plan_id', 'status'],
    defaultSort: '-start_date',
  });

/** The platform's or the partners' plans (up to 100: a plan list is short). */
export const usePlans = (source: PlanSource, enabled = true) =>
  useQuery({
    queryKey: ['benefit-plans', source],
    queryFn: ({ signal }) =>
      api.get<ListPage<BenefitPlanDetail>>(PLANS_PATH[source], { params: { per_page: 100 }, signal }),
    enabled,
    retry: false,
  });

export const useEnrollment = (id: string) =>
  useQuery({
    queryKey: enrollmentKey(id),
    queryFn: ({ signal }) => api.get<BenefitEnrollmentDetail>(`${BENEFITS_PATH}/${id}`, { signal }),
    retry: false,
  });

function useEnrollmentSaved() {
  const client = useQueryClient();
  return (e: BenefitEnrollmentDetail) => {
    client.setQueryData(enrollmentKey(e.id), e);
    void client.invalidateQueries({ queryKey: ['list', BENEFITS_PATH] });
    void client.invalidateQueries({ queryKey: ['benefit-plans'] });
  };
}

export function useCreatePlan(source: PlanSource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EorBenefitCreate | PartnerBenefitCreate) =>
      api.post<BenefitPlanDetail>(PLANS_PATH[source], body),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['benefit-plans'] }),
  });
}

export function useSetPlanActive(source: PlanSource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.patch<BenefitPlanDetail>(`${PLANS_PATH[source]}/${id}`, { active }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['benefit-plans'] }),
  });
}

export function useEnroll() {
  const saved = useEnrollmentSaved();
  return useMutation({
    mutationFn: (body: BenefitEnrollmentCreate) => api.post<BenefitEnrollmentDetail>(BENEFITS_PATH, body),
    onSuccess: saved,
  });
}

export function useEndEnrollment(id: string) {
  const saved = useEnrollmentSaved();
  return useMutation({
    mutationFn: (endDate: string) =>
      api.post<BenefitEnrollmentDetail>(`${BENEFITS_PATH}/${id}/end`, { end_date: endDate }),
    onSuccess: saved,
  });
}

/** Adding or removing a dependent re-reads the enrollment (its dependents and count). */
function useDependentSaved(enrollmentId: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: enrollmentKey(enrollmentId) });
    void client.invalidateQueries({ queryKey: ['list', BENEFITS_PATH] });
  };
}

export function useAddDependent(enrollmentId: string) {
  const saved = useDependentSaved(enrollmentId);
  return useMutation({
    mutationFn: (body: BenefitDependentCreate) => api.post<BenefitDependentView>('/benefit_dependents', body),
    onSuccess: saved,
  });
}

export function useRemoveDependent(enrollmentId: string) {
  const saved = useDependentSaved(enrollmentId);
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/benefit_dependents/${id}`),
    onSuccess: saved,
  });
}
