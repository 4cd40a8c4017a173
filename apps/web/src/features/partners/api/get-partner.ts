import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { PartnerRow } from './partner-types';

export const partnerQueryKey = (id: string) => ['partner', id] as const;

const getPartner = (id: string, signal?: AbortSignal) => api.get<PartnerRow>(`/partners/${id}`, { signal });

/** One partner; a partner outside the user's scope answers 404, which the page shows as Not Found. */
export const usePartner = (id: string) =>
  useQuery({ queryKey: partnerQueryKey(id), queryFn: ({ signal }) => getPartner(id, signal), retry: false });
