import { useListQuery } from '../../../components/data-list/use-list-query';

/** A row of GET /v2/service_logs (docs/api-contract.md, "Admin lists"). */
export interface ServiceLogRow {
  id: string;
  created_at: string;
  service: string;
  operation: string;
  status: 'success' | 'failure';
  duration_ms: number;
  error: string | null;
}

export const SERVICE_LOGS_PATH = '/service_logs';
export const SERVICE_LOG_FILTER_KEYS = ['service', 'status', 'date_from', 'date_to'] as const;
export const SERVICE_STATUSES = ['success', 'failure'] as const;

export const useServiceLogsList = () =>
  useListQuery<ServiceLogRow>({
    path: SERVICE_LOGS_PATH,
    filterKeys: SERVICE_LOG_FILTER_KEYS,
    defaultSort: '-created_at',
  });
