import { useQuery } from '@tanstack/react-query';
import type { PayoutMethodView } from '@app/domain';
import { api } from '../../../lib/api/client';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { PAYOUT_METHODS_PATH, PAYOUT_METHODS_QUERY_KEY } from './payout-method-keys';

/** A payee keeps a handful of accounts; an admin sees the first page's worth (the list's largest page). */
const ACCOUNTS_PAGE = 200;

/**
 * The active payout accounts this user sees (the API scopes them: a payee's users their own
 * organization's, an admin every payee's), oldest first.
 */
export const usePayoutMethods = () =>
  useQuery({
    queryKey: PAYOUT_METHODS_QUERY_KEY,
    queryFn: ({ signal }) =>
      api
        .get<ListPage<PayoutMethodView>>(PAYOUT_METHODS_PATH, { params: { per_page: ACCOUNTS_PAGE }, signal })
        .then((page) => page.data),
    retry: false,
  });
