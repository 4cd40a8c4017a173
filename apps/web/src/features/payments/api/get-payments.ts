import type { PaymentView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { PAYMENTS_PATH } from './payment-keys';

/** The list's filters (paymentFilters in @app/domain): the URL and the API read the same names. */
const PAYMENT_FILTER_KEYS = [
  'status',
  'allocation_status',
  'method',
  'client_id',
  'partner_id',
  'date_from',
  'date_to',
] as const;

export const usePaymentsList = () =>
  useListQuery<PaymentView>({ path: PAYMENTS_PATH, filterKeys: PAYMENT_FILTER_KEYS, defaultSort: '-payment_date' });
