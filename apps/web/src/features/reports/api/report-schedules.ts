import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportScheduleBody, ReportScheduleView } from '@app/domain';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

export const SCHEDULES_PATH = '/report_schedules';
const LIST_KEY = ['report-schedules'] as const;

export const useSchedules = (page: number, perPage: number) =>
  useQuery({
    queryKey: [...LIST_KEY, 'list', page, perPage],
    queryFn: ({ signal }) =>
      api.get<ListPage<ReportScheduleView>>(SCHEDULES_PATH, {
        params: { page, per_page: perPage, sort: '-created_at' },
        signal,
      }),
    retry: false,
  });

export const useSchedule = (id: string) =>
  useQuery({
    queryKey: [...LIST_KEY, 'one', id],
    queryFn: ({ signal }) => api.get<ReportScheduleView>(`${SCHEDULES_PATH}/${id}`, { signal }),
    retry: false,
    enabled: id !== '',
  });

export function useScheduleActions() {
  const client = useQueryClient();
  const changed = () => void client.invalidateQueries({ queryKey: LIST_KEY });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ReportScheduleBody }) =>
      id
        ? api.put<ReportScheduleView>(`${SCHEDULES_PATH}/${id}`, body)
        : api.post<ReportScheduleView>(SCHEDULES_PATH, body),
    onSuccess: changed,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<null>(`${SCHEDULES_PATH}/${id}`),
    onSuccess: changed,
  });
  return { save, remove };
}
