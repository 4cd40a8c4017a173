import type { LedgerTransactionView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';

export const TRANSACTIONS_PATH = '/pay_bill_transactions';

export const useTransactionsList = () =>
  useListQuery<LedgerTransactionView>({
    path: TRANSACTIONS_PATH,
    filterKeys: ['week_start', 'kind', 'partner_id', 'contractor_id', 'status', 'date_from', 'date_to'],
    defaultSort: '-created_at',
  });
