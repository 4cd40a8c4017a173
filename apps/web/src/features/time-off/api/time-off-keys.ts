import { useQueryClient } from '@tanstack/react-query';
import type { TimeOffRequestDetail } from '@app/domain';
import { PTO_BALANCES_KEY } from '../../../components/pto-balances/get-pto-balances';

export const TIME_OFF_PATH = '/time_off_requests';

export const timeOffQueryKey = (id: string) => ['time-off-request', id] as const;

/** After a change: the request's page, the list, and (approving and cancelling move them) the PTO balance and ledger. */
export function useTimeOffSaved() {
  const queryClient = useQueryClient();
  return (row?: TimeOffRequestDetail) => {
    if (row) queryClient.setQueryData(timeOffQueryKey(row.id), row);
    void queryClient.invalidateQueries({ queryKey: ['list', TIME_OFF_PATH] });
    void queryClient.invalidateQueries({ queryKey: PTO_BALANCES_KEY });
    void queryClient.invalidateQueries({ queryKey: ['list', '/pto_accruals'] });
  };
}
