import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayCalendarUpdate, PayCalendarView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYROLL_SETTINGS_PATH, payrollSettingsKey } from './get-payroll-settings';
import { workPeriodsKey } from './get-work-periods';

const updatePayrollSettings = (body: PayCalendarUpdate) => api.put<PayCalendarView>(PAYROLL_SETTINGS_PATH, body);

export function useUpdatePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayrollSettings,
    onSuccess: (row) => {
      queryClient.setQueryData(payrollSettingsKey, row);
      void queryClient.invalidateQueries({ queryKey: workPeriodsKey });
    },
  });
}
