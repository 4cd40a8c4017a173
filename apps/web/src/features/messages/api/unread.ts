/**
 * The caller's unread messages (decision 0074): one cheap request (GET /v2/messages/unread_count), read
 * again every minute and when the window regains focus, like the bell (decision 0072). Its own module, so
 * the header's account menu, which shows the count on its Messages item, loads nothing else of the inbox.
 */
import { useQuery } from '@tanstack/react-query';
import type { MessageUnread } from '@app/domain';
import { api } from '../../../lib/api/client';

export const messagesUnreadKey = ['messages', 'unread'] as const;
/** The menu reads the count again this often (as the bell does), and whenever the window regains focus. */
export const MESSAGES_UNREAD_POLL_MS = 60_000;

export const useMessagesUnread = (enabled = true) =>
  useQuery({
    queryKey: messagesUnreadKey,
    queryFn: ({ signal }) => api.get<MessageUnread>('/messages/unread_count', { signal }),
    refetchInterval: MESSAGES_UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    enabled,
  });
