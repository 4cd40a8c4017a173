import { useMutation } from '@tanstack/react-query';
import type { HolidaySeed, HolidaySeedResult } from '@app/domain';
import { api } from '../../../lib/api/client';
import { HOLIDAYS_PATH, useInvalidateHolidays } from './holiday-keys';

/** Adds the statutory holidays of a year. */
export function useSeedHolidays() {
  const invalidate = useInvalidateHolidays();
  return useMutation({
    mutationFn: (body: HolidaySeed) => api.post<HolidaySeedResult>(`${HOLIDAYS_PATH}/seed`, body),
    onSuccess: invalidate,
  });
}
