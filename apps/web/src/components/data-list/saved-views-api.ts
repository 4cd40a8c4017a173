/** The calls behind a list's saved views (/v2/saved_views, decision 0093), one cache entry per user and list. */
import { SAVED_VIEWS_PER_TABLE, type SavedView, type SavedViewCreate } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import type { ListPage } from './use-list-query';

const savedViewsKey = (platformUserId: string, table: string) => ['saved-views', platformUserId, table] as const;

/** Loaded when the menu first opens: a list page never waits for, or pays for, its views. */
export function useSavedViews(platformUserId: string, table: string, enabled: boolean) {
  return useQuery({
    queryKey: savedViewsKey(platformUserId, table),
    queryFn: ({ signal }) =>
      api.get<ListPage<SavedView>>('/saved_views', {
        params: { table, sort: 'name', per_page: SAVED_VIEWS_PER_TABLE },
        signal,
      }),
    enabled,
    select: (page) => page.data,
  });
}

export function useSaveView(platformUserId: string, table: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedViewCreate) => api.post<SavedView>('/saved_views', body),
    onSuccess: () => client.invalidateQueries({ queryKey: savedViewsKey(platformUserId, table) }),
  });
}

export function useDeleteView(platformUserId: string, table: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/saved_views/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: savedViewsKey(platformUserId, table) }),
  });
}
