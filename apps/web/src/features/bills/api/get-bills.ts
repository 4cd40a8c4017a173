import type { BillView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';

export const BILLS_PATH = '/bills';

/** The list's filters (billFilters in @app/domain): the URL and the API read the same names. */
const BILL_FILTER_KEYS = ['partner_id', 'status', 'date_from', 'date_to'] as const;

export const useBillsList = () =>
  useListQuery<BillView>({ path: BILLS_PATH, filterKeys: BILL_FILTER_KEYS, defaultSort: '-bill_date' });
