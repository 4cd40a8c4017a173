import type { GsaRateView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';

export const GSA_RATES_PATH = '/gsa_rates';

export const useGsaRatesList = () =>
  useListQuery<GsaRateView>({
    path: GSA_RATES_PATH,
    filterKeys: ['fiscal_year', 'state', 'search'],
    defaultSort: 'state',
  });
