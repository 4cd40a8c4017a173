import type { EndClientView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';

export const END_CLIENTS_PATH = '/end_clients';

export const useEndClientsList = () =>
  useListQuery<EndClientView>({
    path: END_CLIENTS_PATH,
    filterKeys: ['search', 'client_id', 'active'],
    defaultSort: 'name',
  });
