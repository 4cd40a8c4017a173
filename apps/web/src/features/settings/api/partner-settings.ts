import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export interface PartnerSettingsAnswer {
  effective: Record<string, unknown>;
  overrides: Record<string, unknown>;
  editable: string[];
}

/** The partner's overrides of platform settings (white-label), read-only here. */
export const usePartnerSettings = (partnerId: string | null) =>
  useQuery({
    queryKey: ['partner-settings', partnerId],
    queryFn: ({ signal }) => api.get<PartnerSettingsAnswer>(`/partners/${partnerId}/settings`, { signal }),
    enabled: Boolean(partnerId),
  });
