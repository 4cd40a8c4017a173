import { useListQuery } from '../../../components/data-list/use-list-query';
import { ASSIGNMENTS_PATH, type AssignmentRow } from './assignment-types';

const ASSIGNMENT_FILTER_KEYS = ['status', 'search', 'client_id', 'contractor_id'] as const;

export const useAssignmentsList = () =>
  useListQuery<AssignmentRow>({
    path: ASSIGNMENTS_PATH,
    filterKeys: ASSIGNMENT_FILTER_KEYS,
    defaultSort: '-start_date',
  });
