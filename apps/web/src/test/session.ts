import type { CurrentUser } from '@app/domain';
import { getAuthHeader, setToken } from '../lib/auth/token-store';
import { currentUserKey } from '../lib/auth/use-current-user';
import { createTestQueryClient } from './render';

/** A query client already holding `user` as the signed-in user, so the session is known at once. */
export function signedInClient(user: CurrentUser) {
  setToken('test-jwt');
  const client = createTestQueryClient();
  client.setQueryData(currentUserKey(getAuthHeader()), user);
  return client;
}
