import { useMutation } from '@tanstack/react-query';
import type { HolidayCreate, HolidayView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { HOLIDAYS_PATH, useInvalidateHolidays } from './holiday-keys';

export function useCreateHoliday() {
  const invalidate = useInvalidateHolidays();
  return useMutation({
    mutationFn: (body: HolidayCreate) => api.post<HolidayView>(HOLIDAYS_PATH, body),
    onSuccess: invalidate,
  });
}
