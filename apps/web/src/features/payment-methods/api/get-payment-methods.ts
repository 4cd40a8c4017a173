import { useQuery } from '@tanstack/react-query';
import type { PaymentMethodView } from '@app/domain';
import { api } from '../../../lib/api/client';
import type { ListPage } from '../../../components/data-list/use-list-query';

/** A client keeps a handful of accounts; staff see the first page's worth (the list's largest page). */
const ACCOUNTS_PAGE = 200;
import { PAYMENT_METHODS_PATH, paymentMethodsQueryKey } from './payment-method-keys';

/**
 * The active bank accounts this user manages (the API scopes them: a client's users their own, a
 * partner's users its clients', staff any), oldest first; one client's when `clientId` is given.
 */
export const usePaymentMethods = (clientId: string | null) =>
  useQuery({
    queryKey: paymentMethodsQueryKey(clientId),
    queryFn: ({ signal }) =>
      api
        .get<ListPage<PaymentMethodView>>(PAYMENT_METHODS_PATH, {
          params: { client_id: clientId, per_page: ACCOUNTS_PAGE },
          signal,
        })
        .then((page) => page.data),
    retry: false,
  });
