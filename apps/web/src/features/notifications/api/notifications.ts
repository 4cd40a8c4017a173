import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreference, NotificationView } from '@app/domain';
import { api } from '../../../lib/api/client';

export const NOTIFICATIONS = '/notifications';
/** The bell reads the count again this often, and whenever the window regains focus. */
export const UNREAD_POLL_MS = 60_000;
export const unreadKey = ['notifications', 'unread'] as const;

export const useUnreadCount = (enabled = true) =>
  useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => api.get<{ unread: number }>(`${NOTIFICATIONS}/unread_count`, { signal }),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    enabled,
  });

/** The latest notifications (the bell's drawer). */
export const useRecentNotifications = () =>
  useQuery({
    queryKey: ['notifications', 'recent'],
    queryFn: ({ signal }) => api.get<{ data: NotificationView[] }>(NOTIFICATIONS, { signal, params: { per_page: 10 } }),
  });

function useNotificationsSaved() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['notifications'] }),
      client.invalidateQueries({ queryKey: ['list', NOTIFICATIONS] }),
    ]);
}

export function useMarkRead() {
  const saved = useNotificationsSaved();
  return useMutation({
    mutationFn: (id: string) => api.post<NotificationView>(`${NOTIFICATIONS}/${id}/read`),
    onSuccess: saved,
  });
}

export function useMarkAllRead() {
  const saved = useNotificationsSaved();
  return useMutation({
    mutationFn: () => api.post<{ marked: number }>(`${NOTIFICATIONS}/read_all`),
    onSuccess: saved,
  });
}

export const usePreferences = () =>
  useQuery({
    queryKey: ['notifications', 'preferences'],
    queryFn: ({ signal }) => api.get<NotificationPreference[]>(`${NOTIFICATIONS}/preferences`, { signal }),
  });

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreference[]) =>
      api.put<NotificationPreference[]>(`${NOTIFICATIONS}/preferences`, { preferences }),
    onSuccess: (data) => client.setQueryData(['notifications', 'preferences'], data),
  });
}
