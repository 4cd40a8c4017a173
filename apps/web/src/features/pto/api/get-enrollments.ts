import { useQuery } from '@tanstack/react-query';
import type { PtoEnrollmentView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { enrollmentsKey, PTO_RULES_PATH } from './pto-keys';

export const useEnrollments = (ruleId: string) =>
  useQuery({
    queryKey: enrollmentsKey(ruleId),
    queryFn: ({ signal }) => api.get<PtoEnrollmentView[]>(`${PTO_RULES_PATH}/${ruleId}/enrollments`, { signal }),
  });
