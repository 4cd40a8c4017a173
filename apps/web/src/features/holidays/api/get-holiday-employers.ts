import { useQuery } from '@tanstack/react-query';
import type { HolidayEmployerView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { HOLIDAYS_PATH } from './holiday-keys';

/** The employers whose holidays the user reads. */
export const useHolidayEmployers = () =>
  useQuery({
    queryKey: ['holiday-employers'],
    queryFn: ({ signal }) => api.get<HolidayEmployerView[]>(`${HOLIDAYS_PATH}/employers`, { signal }),
    retry: false,
    staleTime: 60_000,
  });
