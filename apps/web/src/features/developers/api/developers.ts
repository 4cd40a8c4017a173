/** The developer API's calls: API keys, webhook endpoints and deliveries, API events (decision 0089). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiEventView,
  ApiKeyCreate,
  ApiKeyCreated,
  ApiKeyView,
  WebhookAttemptView,
  WebhookDeliveryView,
  WebhookEndpointCreate,
  WebhookEndpointCreated,
  WebhookEndpointUpdate,
  WebhookEndpointView,
} from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

export const API_KEYS = '/api_keys';
export const WEBHOOK_ENDPOINTS = '/webhook_endpoints';
export const WEBHOOK_DELIVERIES = '/webhook_deliveries';
export const API_EVENTS = '/api_events';

export const useApiKeysList = () =>
  useListQuery<ApiKeyView>({ path: API_KEYS, filterKeys: ['status'], defaultSort: '-created_at' });
export const useDeliveriesList = () =>
  useListQuery<WebhookDeliveryView>({
    path: WEBHOOK_DELIVERIES,
    filterKeys: ['endpoint_id', 'status'],
    defaultSort: '-created_at',
  });
export const useApiEventsList = () =>
  useListQuery<ApiEventView>({ path: API_EVENTS, filterKeys: ['type'], defaultSort: '-created_at' });

/** A developer's endpoints are few: one query, not a paged list. */
export const useEndpoints = () =>
  useQuery({
    queryKey: ['developers', WEBHOOK_ENDPOINTS],
    queryFn: ({ signal }) =>
      api.get<{ data: WebhookEndpointView[]; total: number }>(WEBHOOK_ENDPOINTS, { signal, params: { per_page: 100 } }),
  });

/** A delivery's posts (at most ten, and a few redeliveries): one query, read when its dialog opens. */
export const useDeliveryAttempts = (deliveryId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['developers', WEBHOOK_DELIVERIES, deliveryId, 'attempts'],
    queryFn: ({ signal }) =>
      api.get<{ data: WebhookAttemptView[]; total: number }>(`${WEBHOOK_DELIVERIES}/${deliveryId}/attempts`, {
        signal,
        params: { per_page: 100 },
      }),
    enabled,
  });

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['developers'] }),
      client.invalidateQueries({ queryKey: ['list'] }),
    ]);
}

export function useCreateApiKey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ApiKeyCreate) => api.post<ApiKeyCreated>(API_KEYS, body),
    onSuccess: refresh,
  });
}

export function useRevokeApiKey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete<ApiKeyView>(`${API_KEYS}/${id}`),
    onSuccess: refresh,
  });
}

export function useCreateEndpoint() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: WebhookEndpointCreate) => api.post<WebhookEndpointCreated>(WEBHOOK_ENDPOINTS, body),
    onSuccess: refresh,
  });
}

export function useUpdateEndpoint() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: WebhookEndpointUpdate }) =>
      api.patch<WebhookEndpointView>(`${WEBHOOK_ENDPOINTS}/${id}`, body),
    onSuccess: refresh,
  });
}

export function useSendTestEvent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.post<WebhookDeliveryView>(`${WEBHOOK_ENDPOINTS}/${id}/test`),
    onSuccess: refresh,
  });
}

export function useRedeliver() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.post<WebhookDeliveryView>(`${WEBHOOK_DELIVERIES}/${id}/redeliver`),
    onSuccess: refresh,
  });
}
