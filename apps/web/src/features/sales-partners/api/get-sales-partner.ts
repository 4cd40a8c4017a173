import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { SalesPartnerRow } from './sales-partner-types';

export const salesPartnerQueryKey = (id: string) => ['sales-partner', id] as const;

const getSalesPartner = (id: string, signal?: AbortSignal) =>
  api.get<SalesPartnerRow>(`/sales_partners/${id}`, { signal });

export const useSalesPartner = (id: string) =>
  useQuery({ queryKey: salesPartnerQueryKey(id), queryFn: ({ signal }) => getSalesPartner(id, signal), retry: false });
