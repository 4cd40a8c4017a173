/**
 * Who manages API keys and webhooks (decision 0089), as the API decides it: platform admins and users
 * marked as developers (`is_developer`). Others see the page's explanation only.
 */
import type { CurrentUser } from '@app/domain';

export const mayUseDeveloperApi = (u: Pick<CurrentUser, 'user_type' | 'is_developer'>) =>
  u.user_type === 'admin' || u.is_developer;
