import { useMemo } from 'react';
import { initialPage, type AccessSubject, type CurrentUser } from '@app/domain';
import { toAccessSubject } from './access-subject';
import { mustOnboard } from './onboarding';
import { useCurrentUser } from './use-current-user';

export interface Session {
  user: CurrentUser;
  subject: AccessSubject;
  home: string;
}

export function sessionOf(user: CurrentUser, now = Date.now()): Session {
  const subject = toAccessSubject(user);
  return { user, subject, home: initialPage(subject, mustOnboard(user, now)) };
}

/** The signed-in user with their access subject and home page, or null. */
export function useSession(): Session | null {
  const { user } = useCurrentUser();
  return useMemo(() => (user ? sessionOf(user) : null), [user]);
}
