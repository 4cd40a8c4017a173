import type { HolidayView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { HOLIDAYS_PATH } from './holiday-keys';

export const useHolidaysList = () =>
  useListQuery<HolidayView>({
    path: HOLIDAYS_PATH,
    filterKeys: ['employer_key', 'year', 'country', 'region'],
    defaultSort: 'date',
    defaultPerPage: 50,
  });
