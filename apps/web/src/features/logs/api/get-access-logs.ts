import { useListQuery } from '../../../components/data-list/use-list-query';

/** A row of GET /v2/access_logs (docs/api-contract.md, "Admin lists"). */
export interface AccessLogRow {
  id: string;
  created_at: string;
  user_id: string | null;
  user_email: string | null;
  /** Set when an admin acting as the user made the request. */
  actual_user_email: string | null;
  method: string;
  path: string;
  status: number;
  ip: string | null;
  duration_ms: number;
}

export const ACCESS_LOGS_PATH = '/access_logs';
export const ACCESS_LOG_FILTER_KEYS = ['search', 'method', 'status', 'user_id', 'date_from', 'date_to'] as const;
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

export const useAccessLogsList = () =>
  useListQuery<AccessLogRow>({
    path: ACCESS_LOGS_PATH,
    filterKeys: ACCESS_LOG_FILTER_KEYS,
    defaultSort: '-created_at',
  });
