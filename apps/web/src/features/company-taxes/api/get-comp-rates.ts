import type { WorkersCompRateView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { COMP_RATES_PATH } from './company-tax-keys';

export const useCompRatesList = () =>
  useListQuery<WorkersCompRateView>({
    path: COMP_RATES_PATH,
    filterKeys: ['employer_key', 'year', 'state'],
    defaultSort: 'code',
    defaultPerPage: 25,
  });
