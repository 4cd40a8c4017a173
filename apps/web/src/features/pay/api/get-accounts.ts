import { useQuery } from '@tanstack/react-query';
import type { PaymentMethodView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { accountsQueryKey, PAYMENT_METHODS_PATH } from './pay-keys';

/**
 * The client's saved bank accounts to pay from (masked), oldest first: `clientId` names the client for
 * staff and partners; a client's users get their own either way.
 */
export const useAccounts = (clientId: string | null, enabled = true) =>
  useQuery({
    queryKey: accountsQueryKey(clientId),
    queryFn: ({ signal }) =>
      api.get<PaymentMethodView[]>(PAYMENT_METHODS_PATH, { params: { client_id: clientId }, signal }),
    enabled,
    retry: false,
  });
