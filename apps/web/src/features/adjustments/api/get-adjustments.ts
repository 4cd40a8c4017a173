import type { AdjustmentView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { ADJUSTMENTS_PATH } from './adjustment-keys';

/** The list's filters (adjustmentFilters in @app/domain): the URL and the API read the same names. */
const ADJUSTMENT_FILTER_KEYS = ['status', 'direction', 'client_id', 'partner_id', 'invoice_id'] as const;

export const useAdjustmentsList = () =>
  useListQuery<AdjustmentView>({ path: ADJUSTMENTS_PATH, filterKeys: ADJUSTMENT_FILTER_KEYS, defaultSort: '-date' });
