/** The accounting integrations' calls (decision 0091): connectors, connection, OAuth, sync, mappings, defaults, export. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountingAccountView,
  AccountingDefaultView,
  AccountingExportView,
  AccountingMappingView,
  AccountKind,
  AccountingProviderKey,
  ConnectionView,
  IntegrationsView,
} from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

export const ACCOUNTING_KEY = ['accounting'] as const;
const PROVIDER_KEY = 'accounting-auth-provider';
const EXPORTS_PATH = '/integrations/accounting/exports';
const ACCOUNTS_PATH = '/accounting_accounts';

export const useIntegrations = (partnerId: string | undefined, enabled = true) =>
  useQuery({
    queryKey: [...ACCOUNTING_KEY, 'integrations', partnerId ?? 'own'],
    queryFn: ({ signal }) => api.get<IntegrationsView>('/integrations', { params: { partner_id: partnerId }, signal }),
    enabled,
    retry: false,
  });

export const useConnection = (id: string | null) =>
  useQuery({
    queryKey: [...ACCOUNTING_KEY, 'connection', id],
    queryFn: ({ signal }) => api.get<ConnectionView>(`/integrations/accounting/${id}`, { signal }),
    enabled: id !== null,
    retry: false,
  });

/** Starts the OAuth flow: remembers which provider the browser comes back from, and goes to its consent page. */
export const useStartAccountingAuth = () =>
  useMutation({
    mutationFn: async (v: { provider: AccountingProviderKey; partnerId?: string | undefined }) => {
      const { authorize_url } = await api.post<{ authorize_url: string }>('/accounting_auth', {
        provider: v.provider,
        ...(v.partnerId && { partner_id: v.partnerId }),
      });
      sessionStorage.setItem(PROVIDER_KEY, v.provider);
      return authorize_url;
    },
  });

/** The provider the browser went to (QuickBooks names its realm in the redirect; Xero does not). */
export function providerComingBack(hasRealm: boolean): AccountingProviderKey {
  const stored = sessionStorage.getItem(PROVIDER_KEY);
  if (stored === 'quickbooks' || stored === 'xero') return stored;
  return hasRealm ? 'quickbooks' : 'xero';
}

function useInvalidating<T, V>(fn: (v: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // The connection's queries, and the lists it feeds (useListQuery keys them ['list', path, …]).
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ACCOUNTING_KEY }),
        client.invalidateQueries({ queryKey: ['list', EXPORTS_PATH] }),
        client.invalidateQueries({ queryKey: ['list', ACCOUNTS_PATH] }),
      ]),
  });
}

export const useCompleteAccountingAuth = () =>
  useInvalidating((body: { provider: AccountingProviderKey; code: string; state: string; realm_id?: string }) =>
    api.post<ConnectionView>('/accounting_auth/complete', body).finally(() => sessionStorage.removeItem(PROVIDER_KEY)),
  );

export const useDisconnect = () =>
  useInvalidating((id: string) => api.post<ConnectionView>(`/integrations/accounting/${id}/disconnect`));

export const useSyncAccounts = () =>
  useInvalidating((id: string) => api.post<ConnectionView>('/accounting_accounts/sync', { connection_id: id }));

export const useNightlyExport = () =>
  useInvalidating(({ id, on }: { id: string; on: boolean }) =>
    api.patch<ConnectionView>(`/integrations/accounting/${id}`, { nightly_export: on }),
  );

export const useExportNow = () =>
  useInvalidating((id: string) =>
    api.post<{ queued: number; exported: number; failed: number; retrying: number }>(
      '/integrations/accounting/exports',
      {
        connection_id: id,
      },
    ),
  );

export const useExportLog = () =>
  useListQuery<AccountingExportView>({
    path: EXPORTS_PATH,
    filterKeys: ['connection_id', 'status', 'source_kind'],
    defaultPerPage: 25,
  });

export const useAccountsList = () =>
  useListQuery<AccountingAccountView>({
    path: ACCOUNTS_PATH,
    filterKeys: ['connection_id', 'q', 'active'],
    defaultSort: 'code',
    defaultPerPage: 50,
  });

/** Every active account of the chart, for the mapping selects (a chart is well under a hundred accounts). */
export const useActiveAccounts = (connectionId: string | null) =>
  useQuery({
    queryKey: [...ACCOUNTING_KEY, 'active-accounts', connectionId],
    queryFn: ({ signal }) =>
      api.get<{ data: AccountingAccountView[]; total: number }>('/accounting_accounts', {
        params: { connection_id: connectionId, active: 'true', per_page: 100 },
        signal,
      }),
    enabled: connectionId !== null,
  });

export const useMappings = (connectionId: string | null) =>
  useQuery({
    queryKey: [...ACCOUNTING_KEY, 'mappings', connectionId],
    queryFn: ({ signal }) =>
      api.get<{ data: AccountingMappingView[]; total: number }>('/accounting_mappings', {
        params: { connection_id: connectionId },
        signal,
      }),
    enabled: connectionId !== null,
    retry: false,
  });

export const useSaveMappings = () =>
  useInvalidating((body: { connection_id: string; mappings: { kind: AccountKind; external_id: string | null }[] }) =>
    api.put<{ data: AccountingMappingView[] }>('/accounting_mappings', body),
  );

export const useDefaults = (partnerId: string | undefined, enabled = true) =>
  useQuery({
    queryKey: [...ACCOUNTING_KEY, 'defaults', partnerId ?? 'own'],
    queryFn: ({ signal }) =>
      api.get<{ data: AccountingDefaultView[]; total: number }>('/accounting_default_configs', {
        params: { partner_id: partnerId },
        signal,
      }),
    enabled,
    retry: false,
  });

export const useSaveDefaults = () =>
  useInvalidating((body: { partner_id?: string; defaults: { kind: AccountKind; account_code: string | null }[] }) =>
    api.put<{ data: AccountingDefaultView[] }>('/accounting_default_configs', body),
  );
