/** The holiday calls: employers the user reads, the list, add, change, delete and the statutory seed. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HolidayCreate,
  HolidayEmployerView,
  HolidaySeed,
  HolidaySeedResult,
  HolidayUpdate,
  HolidayView,
} from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

const HOLIDAYS_PATH = '/holidays';

export const useHolidaysList = () =>
  useListQuery<HolidayView>({
    path: HOLIDAYS_PATH,
    filterKeys: ['employer_key', 'year', 'country', 'region'],
    defaultSort: 'date',
    defaultPerPage: 50,
  });

export const useHolidayEmployers = () =>
  useQuery({
    queryKey: ['holiday-employers'],
    queryFn: ({ signal }) => api.get<HolidayEmployerView[]>(`${HOLIDAYS_PATH}/employers`, { signal }),
    retry: false,
    staleTime: 60_000,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['list', HOLIDAYS_PATH] });
}

export function useCreateHoliday() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: HolidayCreate) => api.post<HolidayView>(HOLIDAYS_PATH, body),
    onSuccess: invalidate,
  });
}

export function useUpdateHoliday() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: HolidayUpdate }) =>
      api.patch<HolidayView>(`${HOLIDAYS_PATH}/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteHoliday() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${HOLIDAYS_PATH}/${id}`),
    onSuccess: invalidate,
  });
}

export function useSeedHolidays() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: HolidaySeed) => api.post<HolidaySeedResult>(`${HOLIDAYS_PATH}/seed`, body),
    onSuccess: invalidate,
  });
}
