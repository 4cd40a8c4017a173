import type { StateRegistrationView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { REGISTRATIONS_PATH } from './company-tax-keys';

export const useRegistrationsList = () =>
  useListQuery<StateRegistrationView>({
    path: REGISTRATIONS_PATH,
    filterKeys: ['employer_key', 'year', 'state'],
    defaultSort: 'state',
    defaultPerPage: 25,
  });
