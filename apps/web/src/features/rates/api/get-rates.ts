import type { RateSettingView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';

export const RATES_PATH = '/rates';

export const useRatesList = () =>
  useListQuery<RateSettingView>({
    path: RATES_PATH,
    filterKeys: ['kind', 'region', 'partner_id', 'as_of'],
    defaultSort: 'kind',
  });
