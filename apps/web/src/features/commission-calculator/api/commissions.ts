import { useMutation, useQuery } from '@tanstack/react-query';
import type { CommissionPlanView, CommissionQuote, CommissionQuoteRequest } from '@app/domain';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

/** The plans the caller may quote under (a sales partner its own; staff every one), newest first. */
export const useCommissionPlans = () =>
  useQuery({
    queryKey: ['commission-plans', 'calculator'],
    queryFn: ({ signal }) =>
      api.get<ListPage<CommissionPlanView>>('/commission_plans', {
        params: { per_page: 100, sort: '-start_date' },
        signal,
      }),
  });

export const useQuoteCommission = () =>
  useMutation({
    mutationFn: (body: Partial<CommissionQuoteRequest>) => api.post<CommissionQuote>('/commissions/quote', body),
  });
