import { useMutation } from '@tanstack/react-query';
import type { HolidayUpdate, HolidayView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { HOLIDAYS_PATH, useInvalidateHolidays } from './holiday-keys';

export function useUpdateHoliday() {
  const invalidate = useInvalidateHolidays();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: HolidayUpdate }) =>
      api.patch<HolidayView>(`${HOLIDAYS_PATH}/${id}`, body),
    onSuccess: invalidate,
  });
}
