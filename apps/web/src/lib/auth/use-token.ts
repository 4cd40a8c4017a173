import { useSyncExternalStore } from 'react';
import { getAuthHeader, subscribeToken } from './token-store';

/** The current `Bearer <jwt>` (or null), re-rendering when it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getAuthHeader, getAuthHeader);
}
