import type { WorkLocationView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';

export const WORK_LOCATIONS_PATH = '/work_locations';
const WORK_LOCATION_FILTER_KEYS = ['search', 'client_id', 'active'] as const;

export const useWorkLocationsList = () =>
  useListQuery<WorkLocationView>({
    path: WORK_LOCATIONS_PATH,
    filterKeys: WORK_LOCATION_FILTER_KEYS,
    defaultSort: 'name',
  });
