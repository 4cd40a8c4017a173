import { useListQuery } from '../../../components/data-list/use-list-query';
import type { ClientRow } from './client-types';

export const CLIENTS_PATH = '/clients';
const CLIENT_FILTER_KEYS = ['search'] as const;

export const useClientsList = () =>
  useListQuery<ClientRow>({ path: CLIENTS_PATH, filterKeys: CLIENT_FILTER_KEYS, defaultSort: 'name' });
