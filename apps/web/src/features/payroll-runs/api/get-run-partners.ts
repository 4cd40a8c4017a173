import { useQuery } from '@tanstack/react-query';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

/** A partner staff may run payroll for, and whose pay calendar its runs follow (its own when a self-employer). */
export interface RunPartner {
  id: string;
  name: string;
  self_employer: boolean;
}

/** Enough partners for a picker; the platform has far fewer than 200. */
const PARTNER_PAGE_SIZE = 200;

/** The active partners staff choose from for a new run, with whether each employs its own workers. */
export const useRunPartners = (enabled: boolean) =>
  useQuery({
    queryKey: ['payroll-run-partners'],
    queryFn: async ({ signal }) => {
      const page = await api.get<ListPage<RunPartner & { active?: boolean }>>('/partners', {
        params: { per_page: PARTNER_PAGE_SIZE, sort: 'name' },
        signal,
      });
      return page.data
        .filter((p) => p.active !== false)
        .map((p): RunPartner => ({ id: p.id, name: p.name, self_employer: p.self_employer }));
    },
    enabled,
    retry: false,
    staleTime: 60_000,
  });
