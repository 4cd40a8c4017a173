import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaycheckDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYCHECKS_PATH, PAYROLL_RUNS_PATH, paycheckQueryKey } from './payroll-run-keys';

export type PaycheckCorrection = 'void' | 'reissue' | 'resend';

/** A correction's URL, as the api client (and the two-factor modal's replay) names it. */
export const correctionPath = (id: string, action: PaycheckCorrection) => `${PAYCHECKS_PATH}/${id}/${action}`;

/** After a correction: every paycheck, the run and the lists are read again (the run's status may move). */
export function useCorrectionSaved() {
  const queryClient = useQueryClient();
  return (answer: PaycheckDetail) => {
    queryClient.setQueryData(paycheckQueryKey(answer.id), answer);
    void queryClient.invalidateQueries({ queryKey: ['paycheck'] });
    void queryClient.invalidateQueries({ queryKey: ['payroll-run', answer.payroll_run_id] });
    void queryClient.invalidateQueries({ queryKey: ['list', PAYCHECKS_PATH] });
    void queryClient.invalidateQueries({ queryKey: ['list', PAYROLL_RUNS_PATH] });
  };
}

/**
 * Void (a reversing paycheck), reissue and re-send (behind the e-mailed code: the API answers 424 first and
 * the two-factor modal replays the request, which the page hears through `useVerifiedCorrection`).
 */
export function usePaycheckCorrection(id: string, action: PaycheckCorrection) {
  const saved = useCorrectionSaved();
  return useMutation({
    mutationFn: (body?: object) => api.post<PaycheckDetail>(correctionPath(id, action), body),
    onSuccess: saved,
  });
}
