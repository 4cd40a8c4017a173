/** The API of /payroll_bank_accounts: the list, add, make primary and retire (each change behind the 424 step). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayrollBankAccountCreate, PayrollBankAccountView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

export const PAYROLL_BANK_ACCOUNTS_PATH = '/payroll_bank_accounts';

export const usePayrollBankAccountsList = () =>
  useListQuery<PayrollBankAccountView>({
    path: PAYROLL_BANK_ACCOUNTS_PATH,
    filterKeys: ['partner_id', 'status'],
    defaultSort: 'created_at',
    defaultPerPage: 25,
  });

/** After a change (directly or by the two-factor replay): the list is read again. */
export function usePayrollBankAccountsSaved() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['list', PAYROLL_BANK_ACCOUNTS_PATH] });
}

export function useAddPayrollBankAccount() {
  const saved = usePayrollBankAccountsSaved();
  return useMutation({
    mutationFn: (body: PayrollBankAccountCreate) => api.post<PayrollBankAccountView>(PAYROLL_BANK_ACCOUNTS_PATH, body),
    onSuccess: saved,
  });
}

export type AccountChange = 'make_primary' | 'retire';

export function useChangePayrollBankAccount() {
  const saved = usePayrollBankAccountsSaved();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AccountChange }) =>
      api.post<PayrollBankAccountView>(`${PAYROLL_BANK_ACCOUNTS_PATH}/${id}/${change}`),
    onSuccess: saved,
  });
}
