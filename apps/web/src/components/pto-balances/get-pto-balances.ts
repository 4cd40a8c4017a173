import { useQuery } from '@tanstack/react-query';
import type { PtoBalanceView } from '@app/domain';
import { api } from '../../lib/api/client';
import type { ListPage } from '../data-list/use-list-query';

const PTO_BALANCES_PATH = '/pto_accruals/balances';

/** Every balance query starts with it: PTO changes and time-off decisions invalidate it. */
export const PTO_BALANCES_KEY = ['pto-balances'] as const;

/** Balances per contractor × rule the caller may see (a contractor: its own). */
export const usePtoBalances = (params: { contractor_id?: string; pto_rule_id?: string } = {}, enabled = true) =>
  useQuery({
    queryKey: [...PTO_BALANCES_KEY, params],
    queryFn: ({ signal }) =>
      api.get<ListPage<PtoBalanceView>>(PTO_BALANCES_PATH, { params: { ...params, per_page: 200 }, signal }),
    enabled,
  });
