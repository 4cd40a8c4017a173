import type { CurrentUser, UserType } from '@app/domain';

/** Admins are never acted as (the API refuses it too). */
export const canBeActedAs = (target: { user_type: UserType }) => target.user_type !== 'admin';

/** Acting as someone is for admins' support work only, and not twice over. */
export const mayActAs = (user: Pick<CurrentUser, 'user_type' | 'actual_user'>) =>
  user.user_type === 'admin' && !user.actual_user;

/** Only admins touch admins; nobody deactivates themselves (the API refuses both too). */
export const mayToggleActive = (
  user: Pick<CurrentUser, 'id' | 'user_type'> | null,
  target: { id: string; user_type: UserType },
) => target.id !== user?.id && (target.user_type !== 'admin' || user?.user_type === 'admin');
