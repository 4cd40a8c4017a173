import { Navigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../lib/auth/use-session';

/** `/` and `/dashboard` have no content of their own: they open the user's initial page. */
export function HomeRedirectPage() {
  const session = useSession();
  if (!session) return <PageLoader />;
  return <Navigate to={session.home} replace />;
}
