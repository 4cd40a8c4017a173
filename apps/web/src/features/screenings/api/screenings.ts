import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckrCompleteBody,
  CheckrConnectionView,
  LicenseCreateInput,
  LicenseUpdateInput,
  LicenseView,
  ScreeningConfigInput,
  ScreeningConfigView,
  ScreeningDecisionBody,
  ScreeningOrderInput,
  ScreeningView,
} from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';
import { openFileLink } from '../../../lib/api/download';
import { fileToBase64 } from '../../../lib/api/upload-image';

export const SCREENINGS_PATH = '/screenings';
export const LICENSES_PATH = '/licenses';
const screeningKey = (id: string) => ['screening', id] as const;

/** The list's filters (screeningFilters in @app/domain): the URL and the API read the same names. */
export const useScreeningsList = () =>
  useListQuery<ScreeningView>({
    path: SCREENINGS_PATH,
    filterKeys: ['status', 'type', 'contractor_id', 'client_id'],
    defaultSort: '-created_at',
  });

export const useScreening = (id: string) =>
  useQuery({
    queryKey: screeningKey(id),
    queryFn: ({ signal }) => api.get<ScreeningView>(`${SCREENINGS_PATH}/${id}`, { signal }),
    retry: false,
  });

/** Approve or reject (staff), and "check now" (asks the provider): each answers the screening as it now is. */
export function useScreeningActions(id: string) {
  const client = useQueryClient();
  const saved = (s: ScreeningView) => {
    client.setQueryData(screeningKey(id), s);
    void client.invalidateQueries({ queryKey: ['list', SCREENINGS_PATH] });
  };
  const decide = useMutation({
    mutationFn: (body: ScreeningDecisionBody) => api.post<ScreeningView>(`${SCREENINGS_PATH}/${id}/decision`, body),
    onSuccess: saved,
  });
  const refresh = useMutation({
    mutationFn: () => api.post<ScreeningView>(`${SCREENINGS_PATH}/${id}/refresh`),
    onSuccess: saved,
  });
  return { decide, refresh };
}

export const useLicensesList = () =>
  useListQuery<LicenseView>({
    path: LICENSES_PATH,
    filterKeys: ['status', 'expiry', 'contractor_id'],
    defaultSort: 'expires_on',
  });

export function useArchiveLicense() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<LicenseView>(`${LICENSES_PATH}/${id}/archive`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['list', LICENSES_PATH] }),
  });
}

export function useCreateLicense() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LicenseCreateInput) => api.post<LicenseView>(LICENSES_PATH, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['list', LICENSES_PATH] }),
  });
}

export interface LicenseEditBody {
  changes: Omit<LicenseUpdateInput, 'document'>;
  /** The license's document to attach (replacing the one on file), sent as base64 in the same PATCH. */
  file: File | null;
}

/** Change a license (only the fields sent, and its document) in one call; answers it as it now is. */
export function useEditLicense(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ changes, file }: LicenseEditBody) =>
      api.patch<LicenseView>(`${LICENSES_PATH}/${id}`, {
        ...changes,
        ...(file && { document: { filename: file.name, content_base64: await fileToBase64(file) } }),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['list', LICENSES_PATH] }),
  });
}

/** Opens the license's document through a link of a few minutes, for this user only, in a new tab. */
export const openLicenseDocument = (id: string) => openFileLink(`${LICENSES_PATH}/${id}/file_link`);

export function useOrderScreening() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScreeningOrderInput) => api.post<ScreeningView>(SCREENINGS_PATH, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['list', SCREENINGS_PATH] }),
  });
}

const CONFIGS_PATH = '/screening_configs';

/** What each client (or one of its jobs) requires before an assignment starts. */
export const useScreeningConfigs = () =>
  useQuery({
    queryKey: ['screening-configs'],
    queryFn: ({ signal }) => api.get<ScreeningConfigView[]>(CONFIGS_PATH, { signal }),
  });

export function useSaveScreeningConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScreeningConfigInput) => api.put<ScreeningConfigView>(CONFIGS_PATH, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['screening-configs'] }),
  });
}

export function useRemoveScreeningConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`${CONFIGS_PATH}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['screening-configs'] }),
  });
}

interface JobOption {
  id: string;
  title: string;
}

/** A client's jobs, for a job's own requirements (the API scopes them to the caller). */
export const useClientJobs = (clientId: string | null) =>
  useQuery({
    queryKey: ['screening-config-jobs', clientId],
    queryFn: ({ signal }) =>
      api.get<{ data: JobOption[] }>('/jobs', { params: { client_id: clientId ?? undefined, per_page: 100 }, signal }),
    enabled: clientId !== null,
    select: (page) => page.data.map((j) => ({ value: j.id, label: j.title })),
  });

const CHECKR_PATH = '/integrations/checkr';
const checkrKey = (partnerId: string | undefined) => ['checkr-connection', partnerId ?? 'own'] as const;

/** A partner's Checkr connection: staff name the partner (`partnerId`), a partner's users leave it out. */
export const useCheckrConnection = (partnerId: string | undefined, enabled = true) =>
  useQuery({
    queryKey: checkrKey(partnerId),
    queryFn: ({ signal }) => api.get<CheckrConnectionView>(CHECKR_PATH, { params: { partner_id: partnerId }, signal }),
    enabled,
    retry: false,
  });

/** Where to send the browser to connect the partner's Checkr account. */
export const useAuthorizeCheckr = () =>
  useMutation({
    mutationFn: (partnerId: string | undefined) =>
      api.post<{ authorize_url: string }>(`${CHECKR_PATH}/authorize`, partnerId ? { partner_id: partnerId } : {}),
  });

/** /integrations/complete/checkr: Checkr's code and our state, exchanged by the server. */
export function useCompleteCheckr() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckrCompleteBody) => api.post<CheckrConnectionView>(`${CHECKR_PATH}/complete`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['checkr-connection'] }),
  });
}

export function useDisconnectCheckr() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (partnerId: string | undefined) =>
      api.post<CheckrConnectionView>(`${CHECKR_PATH}/disconnect`, partnerId ? { partner_id: partnerId } : {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ['checkr-connection'] }),
  });
}
