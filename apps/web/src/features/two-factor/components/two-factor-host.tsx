import { lazy, Suspense, useEffect, useState } from 'react';
import { registerTwoFactorOpener, type TwoFactorRequest } from '../../../lib/api/two-factor-bridge';
import { useCurrentUser } from '../../../lib/auth/use-current-user';

const TwoFactorModal = lazy(() => import('./two-factor-modal').then((m) => ({ default: m.TwoFactorModal })));

/** Mounted once; lets the api client open the (lazily loaded) two-factor modal. */
export function TwoFactorHost() {
  const [blocked, setBlocked] = useState<TwoFactorRequest | null>(null);
  const { user } = useCurrentUser();
  useEffect(() => {
    registerTwoFactorOpener(setBlocked);
    return () => registerTwoFactorOpener(null);
  }, []);
  if (!blocked) return null;
  return (
    <Suspense fallback={null}>
      <TwoFactorModal request={blocked} user={user} onClose={() => setBlocked(null)} />
    </Suspense>
  );
}
