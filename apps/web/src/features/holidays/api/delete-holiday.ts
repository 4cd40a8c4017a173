import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { HOLIDAYS_PATH, useInvalidateHolidays } from './holiday-keys';

export function useDeleteHoliday() {
  const invalidate = useInvalidateHolidays();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${HOLIDAYS_PATH}/${id}`),
    onSuccess: invalidate,
  });
}
