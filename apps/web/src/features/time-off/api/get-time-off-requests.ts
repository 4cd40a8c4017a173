import type { TimeOffRequestView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { TIME_OFF_PATH } from './time-off-keys';

export const useTimeOffList = () =>
  useListQuery<TimeOffRequestView>({
    path: TIME_OFF_PATH,
    filterKeys: ['status', 'type', 'contractor_id', 'assignment_id', 'date_from', 'date_to'],
    defaultSort: '-start_date',
  });
