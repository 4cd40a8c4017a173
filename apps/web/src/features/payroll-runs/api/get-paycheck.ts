import { useQuery } from '@tanstack/react-query';
import type { PaycheckDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYCHECKS_PATH, paycheckQueryKey } from './payroll-run-keys';

/** One paycheck: its lines by section, year to date, warnings and the ledger items behind its earnings. */
export const usePaycheck = (id: string) =>
  useQuery({
    queryKey: paycheckQueryKey(id),
    queryFn: ({ signal }) => api.get<PaycheckDetail>(`${PAYCHECKS_PATH}/${id}`, { signal }),
    retry: false,
  });
