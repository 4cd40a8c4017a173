import { useQuery } from '@tanstack/react-query';
import type { PtoBalanceView } from '@app/domain';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';
import { BALANCES_KEY, PTO_BALANCES_PATH } from './pto-keys';

/** Balances per contractor × rule the caller may see (a contractor: its own). */
export const usePtoBalances = (params: { contractor_id?: string; pto_rule_id?: string } = {}, enabled = true) =>
  useQuery({
    queryKey: [...BALANCES_KEY, params],
    queryFn: ({ signal }) =>
      api.get<ListPage<PtoBalanceView>>(PTO_BALANCES_PATH, { params: { ...params, per_page: 200 }, signal }),
    enabled,
  });
