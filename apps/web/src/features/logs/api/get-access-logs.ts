import { HTTP_METHODS, type AccessLogRow } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';

export type { AccessLogRow };
export { HTTP_METHODS };

const ACCESS_LOGS_PATH = '/access_logs';
const ACCESS_LOG_FILTER_KEYS = ['search', 'method', 'status', 'user_id', 'date_from', 'date_to'] as const;

export const useAccessLogsList = () =>
  useListQuery<AccessLogRow>({
    path: ACCESS_LOGS_PATH,
    filterKeys: ACCESS_LOG_FILTER_KEYS,
    defaultSort: '-created_at',
  });
