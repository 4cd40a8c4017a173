import { useQuery } from '@tanstack/react-query';
import type { PayCalendarView } from '@app/domain';
import { api } from '../../../lib/api/client';

export const PAYROLL_SETTINGS_PATH = '/payroll_settings';
export const payrollSettingsKey = ['payroll-settings'] as const;

const getPayrollSettings = (signal?: AbortSignal) => api.get<PayCalendarView>(PAYROLL_SETTINGS_PATH, { signal });

export const usePayrollSettings = () =>
  useQuery({ queryKey: payrollSettingsKey, queryFn: ({ signal }) => getPayrollSettings(signal), retry: false });
