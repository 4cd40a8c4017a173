import type { CommissionView, DistributionView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { COMMISSIONS_PATH, DISTRIBUTIONS_PATH } from './distribution-keys';

/** The list's filters (distributionFilters in @app/domain): the URL and the API read the same names. */
const DISTRIBUTION_FILTER_KEYS = ['status', 'partner_id', 'currency'] as const;

export const useDistributionsList = () =>
  useListQuery<DistributionView>({
    path: DISTRIBUTIONS_PATH,
    filterKeys: DISTRIBUTION_FILTER_KEYS,
    defaultSort: '-period_start',
  });

/** A sales partner's (and staff's) commissions on the same cash. */
export const useCommissionsList = () =>
  useListQuery<CommissionView>({ path: COMMISSIONS_PATH, filterKeys: [], defaultSort: '-period_start' });
