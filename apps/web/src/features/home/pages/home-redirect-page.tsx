import { Navigate, useLocation } from 'react-router';
import { keepQuery } from '@app/domain';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../lib/auth/use-session';

/**
 * `/` and `/dashboard` have no content of their own: they open the user's initial page, with the
 * query (hide_navigation above all): all of it for their dashboard, which shows the same thing.
 */
export function HomeRedirectPage() {
  const session = useSession();
  const { search } = useLocation();
  if (!session) return <PageLoader />;
  const dashboard = session.home === `/${session.user.user_type}/dashboard`;
  return <Navigate to={keepQuery(session.home, search, dashboard ? 'all' : 'presentation')} replace />;
}
