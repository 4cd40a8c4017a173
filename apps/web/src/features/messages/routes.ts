/** The /messages pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const messagesPages: Record<string, PageLoader> = {
  messages: () => import('./pages/messages-page').then((m) => ({ Component: m.MessagesPage })),
  'messages-id': () => import('./pages/message-thread-page').then((m) => ({ Component: m.MessageThreadPage })),
};
