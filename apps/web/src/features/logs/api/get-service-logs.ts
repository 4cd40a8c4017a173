import { SERVICE_LOG_STATUSES, type ServiceLogRow } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';

export type { ServiceLogRow };

export const SERVICE_LOGS_PATH = '/service_logs';
export const SERVICE_LOG_FILTER_KEYS = ['service', 'status', 'date_from', 'date_to'] as const;
export const SERVICE_STATUSES = SERVICE_LOG_STATUSES;

export const useServiceLogsList = () =>
  useListQuery<ServiceLogRow>({
    path: SERVICE_LOGS_PATH,
    filterKeys: SERVICE_LOG_FILTER_KEYS,
    defaultSort: '-created_at',
  });
