import { type ServiceLogRow } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';

export type { ServiceLogRow };

const SERVICE_LOGS_PATH = '/service_logs';
const SERVICE_LOG_FILTER_KEYS = ['service', 'status', 'date_from', 'date_to'] as const;

export const useServiceLogsList = () =>
  useListQuery<ServiceLogRow>({
    path: SERVICE_LOGS_PATH,
    filterKeys: SERVICE_LOG_FILTER_KEYS,
    defaultSort: '-created_at',
  });
