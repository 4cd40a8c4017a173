import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageReply,
  MessageThreadCreate,
  MessageThreadDetail,
  MessageThreadView,
  MessageUser,
} from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';
import { messagesUnreadKey } from './unread';

export { messagesUnreadKey, useMessagesUnread } from './unread';

export const MESSAGES = '/messages';
const threadKey = (id: string) => ['messages', 'thread', id] as const;

/** The inbox: the caller's threads, newest activity first (messageFilters in @app/domain). */
export const useInbox = () =>
  useListQuery<MessageThreadView>({ path: MESSAGES, filterKeys: ['status', 'q'], defaultSort: '-last_message_at' });

/** The users the caller may write to, matching `q` (the server applies the same rule as sending). */
export const useRecipients = (q: string, enabled = true) =>
  useQuery({
    queryKey: ['messages', 'recipients', q],
    queryFn: ({ signal }) =>
      api.get<MessageUser[]>(`${MESSAGES}/recipients`, { signal, params: { q: q || undefined, limit: 20 } }),
    enabled,
    staleTime: 30_000,
  });

/** Everything that counts unread: the inbox, its total and the bell. */
function useRefreshCounts() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: messagesUnreadKey }),
      client.invalidateQueries({ queryKey: ['list', MESSAGES] }),
      client.invalidateQueries({ queryKey: ['notifications'] }),
    ]);
}

/** The thread; opening it marks it read, so the counts are read again once it arrives. */
export function useThread(id: string) {
  const refresh = useRefreshCounts();
  return useQuery({
    queryKey: threadKey(id),
    queryFn: async ({ signal }) => {
      const thread = await api.get<MessageThreadDetail>(`${MESSAGES}/${id}`, { signal });
      void refresh();
      return thread;
    },
    retry: false,
  });
}

export function useStartThread() {
  const client = useQueryClient();
  const refresh = useRefreshCounts();
  return useMutation({
    mutationFn: (body: MessageThreadCreate) => api.post<MessageThreadDetail>(MESSAGES, body),
    onSuccess: (thread) => {
      client.setQueryData(threadKey(thread.id), thread);
      void refresh();
    },
  });
}

export function useReply(id: string) {
  const client = useQueryClient();
  const refresh = useRefreshCounts();
  return useMutation({
    mutationFn: (body: MessageReply) => api.post<MessageThreadDetail>(`${MESSAGES}/${id}/replies`, body),
    onSuccess: (thread) => {
      client.setQueryData(threadKey(id), thread);
      void refresh();
    },
  });
}
