import { useQuery } from '@tanstack/react-query';
import type { PaycheckDeposit, PayrollRunFunding } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PROCESSING_REFRESH_MS } from './get-payroll-run';
import { PAYCHECKS_PATH, PAYROLL_RUNS_PATH } from './payroll-run-keys';

export const runFundingQueryKey = (id: string) => ['payroll-run-funding', id] as const;

/** A collection of a returned debit the bank has not answered yet (decision 0113). */
const collecting = (funding: PayrollRunFunding | undefined) =>
  funding?.debit?.collections.some((c) => c.status === 'processing') ?? false;

/**
 * A self-funded run's funding debit (decision 0051). Read again with the run while it processes: a debit
 * the bank has not settled yet holds the run, and its outcome (paid or returned) is what the employer waits for;
 * read again too while a collection of a returned debit waits for the bank (decision 0113).
 */
export const useRunFunding = (id: string, processing: boolean) =>
  useQuery({
    queryKey: runFundingQueryKey(id),
    queryFn: ({ signal }) => api.get<PayrollRunFunding>(`${PAYROLL_RUNS_PATH}/${id}/funding`, { signal }),
    retry: false,
    refetchInterval: (query) => (processing || collecting(query.state.data) ? PROCESSING_REFRESH_MS : false),
  });

/** A paycheck's deposit split: one row per transfer, in split order (decision 0051). */
export const usePaycheckDeposits = (id: string) =>
  useQuery({
    queryKey: ['paycheck-deposits', id],
    queryFn: ({ signal }) => api.get<PaycheckDeposit[]>(`${PAYCHECKS_PATH}/${id}/deposits`, { signal }),
    retry: false,
  });
