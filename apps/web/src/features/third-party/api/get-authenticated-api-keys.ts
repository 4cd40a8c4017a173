import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export interface AuthenticatedApiKeys {
  /** Google Maps key for address autocomplete; null when not configured (always in local mode). */
  google: string | null;
}

const getAuthenticatedApiKeys = () => api.get<AuthenticatedApiKeys>('/public_globals/authenticated_api_keys');

export const useAuthenticatedApiKeys = (enabled: boolean) =>
  useQuery({ queryKey: ['authenticated-api-keys'], queryFn: getAuthenticatedApiKeys, staleTime: Infinity, enabled });
