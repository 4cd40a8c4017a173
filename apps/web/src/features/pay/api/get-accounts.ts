import { useQuery } from '@tanstack/react-query';
import type { PaymentMethodView } from '@app/domain';
import { api } from '../../../lib/api/client';
import type { ListPage } from '../../../components/data-list/use-list-query';

/** A client keeps a handful of accounts; staff see the first page's worth (the list's largest page). */
const ACCOUNTS_PAGE = 200;
import { accountsQueryKey, PAYMENT_METHODS_PATH } from './pay-keys';

/**
 * The client's saved bank accounts to pay from (masked), oldest first: `clientId` names the client for
 * staff and partners; a client's users get their own either way.
 */
export const useAccounts = (clientId: string | null, enabled = true) =>
  useQuery({
    queryKey: accountsQueryKey(clientId),
    queryFn: ({ signal }) =>
      api
        .get<ListPage<PaymentMethodView>>(PAYMENT_METHODS_PATH, {
          params: { client_id: clientId, per_page: ACCOUNTS_PAGE },
          signal,
        })
        .then((page) => page.data),
    enabled,
    retry: false,
  });
