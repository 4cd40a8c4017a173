import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignmentView,
  TimeOffRequestCreate,
  TimeOffRequestDetail,
  TimeOffRequestUpdate,
  TimeOffRequestView,
} from '@app/domain';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

const TIME_OFF_PATH = '/time_off_requests';

export const useTimeOffList = () =>
  useListQuery<TimeOffRequestView>({
    path: TIME_OFF_PATH,
    filterKeys: ['status', 'type', 'contractor_id', 'assignment_id', 'date_from', 'date_to'],
    defaultSort: '-start_date',
  });

const timeOffQueryKey = (id: string) => ['time-off-request', id] as const;

export const useTimeOffRequest = (id: string) =>
  useQuery({
    queryKey: timeOffQueryKey(id),
    queryFn: ({ signal }) => api.get<TimeOffRequestDetail>(`${TIME_OFF_PATH}/${id}`, { signal }),
    retry: false,
  });

/** The assignments a request may name: the API scopes them (a contractor: its own). */
export const useAssignmentOptions = (enabled = true) =>
  useQuery({
    queryKey: ['time-off-assignment-options'],
    queryFn: ({ signal }) =>
      api.get<ListPage<AssignmentView>>('/assignments', { params: { per_page: 200, status: 'live' }, signal }),
    enabled,
    staleTime: 60_000,
  });

function useSaved() {
  const queryClient = useQueryClient();
  return (row?: TimeOffRequestDetail) => {
    if (row) queryClient.setQueryData(timeOffQueryKey(row.id), row);
    void queryClient.invalidateQueries({ queryKey: ['list', TIME_OFF_PATH] });
    // Approving and cancelling move the balance and the ledger.
    void queryClient.invalidateQueries({ queryKey: ['pto-balances'] });
    void queryClient.invalidateQueries({ queryKey: ['list', '/pto_accruals'] });
  };
}

export function useCreateTimeOff() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: TimeOffRequestCreate) => api.post<TimeOffRequestDetail>(TIME_OFF_PATH, body),
    onSuccess: saved,
  });
}

export function useUpdateTimeOff(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: TimeOffRequestUpdate) => api.patch<TimeOffRequestDetail>(`${TIME_OFF_PATH}/${id}`, body),
    onSuccess: saved,
  });
}

export function useDeleteTimeOff(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: () => api.delete<void>(`${TIME_OFF_PATH}/${id}`),
    onSuccess: () => saved(),
  });
}

export type TimeOffAction =
  { action: 'approve'; note: string | null } | { action: 'reject'; reason: string } | { action: 'cancel' };

export function useTimeOffAction(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (a: TimeOffAction) => {
      const url = `${TIME_OFF_PATH}/${id}/${a.action}`;
      if (a.action === 'approve') return api.post<TimeOffRequestDetail>(url, { note: a.note });
      if (a.action === 'reject') return api.post<TimeOffRequestDetail>(url, { reason: a.reason });
      return api.post<TimeOffRequestDetail>(url);
    },
    onSuccess: saved,
  });
}
