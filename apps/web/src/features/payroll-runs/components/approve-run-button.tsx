import { Table, Text } from '@mantine/core';
import { earliestPayDateAfter, type PayrollRunDetail } from '@app/domain';
import { useEffect } from 'react';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatCalendarDate } from '../../../components/data-list/format';
import { toApiError } from '../../../lib/api/errors';
import { VERIFICATION_SUCCESS_EVENT, type TwoFactorRequest } from '../../../lib/api/two-factor-bridge';
import { sumMoney } from '../../../lib/decimal';
import { toast } from '../../../lib/notify';
import { useApprovePayrollRun } from '../api/approve-payroll-run';
import { approvePath, usePayrollRunSaved } from '../api/payroll-run-keys';
import { moneyIn, periodText, plural } from '../lib/payroll-format';

/** What the toast says once the run is approved: processing started, and a moved pay day when it moved. */
export function approvedMessage(run: Pick<PayrollRunDetail, 'pay_date' | 'pay_date_moved_from'>): string {
  return run.pay_date_moved_from
    ? `Payroll run approved: pay day moved to ${formatCalendarDate(run.pay_date)}`
    : 'Payroll run approved: the paychecks are being issued';
}

const isApprovalOf = (id: string, r: TwoFactorRequest) =>
  r.requestMethod.toUpperCase() === 'POST' && r.requestUrl === approvePath(id);

/**
 * The two-factor modal replays the approval the API held for the e-mailed code and announces it: the run's
 * page then shows the approved run (processing) and says so.
 */
export function useVerifiedApproval(id: string) {
  const saved = usePayrollRunSaved();
  useEffect(() => {
    const onVerified = (e: Event) => {
      const detail = (e as CustomEvent<{ request: TwoFactorRequest; result: unknown }>).detail;
      if (!detail || !isApprovalOf(id, detail.request)) return;
      const run = detail.result as PayrollRunDetail | undefined;
      if (run?.id) {
        saved(run);
        toast.success(approvedMessage(run));
      }
    };
    window.addEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
    return () => window.removeEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
  }, [id, saved]);
}

/** What approving pays: the totals that leave the employer's bank, as the dialog shows them. */
function ApprovalTotals({ run }: { run: PayrollRunDetail }) {
  const t = run.totals;
  const rows: [string, string][] = [
    ['Gross pay', t.gross],
    ['Net pay', t.net],
    ['Employer taxes', t.employer_taxes],
    ['Employer cost', sumMoney([t.gross, t.employer_taxes])],
  ];
  return (
    <Table aria-label="Totals to approve" verticalSpacing={2}>
      <Table.Tbody>
        {rows.map(([label, amount]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {moneyIn(amount)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Approve (pending → processing), for the employer: a dialog with the totals and the pay date (and, past
 * the funding deadline, the day it moves to), then the e-mailed code through the two-factor modal (this
 * dialog steps aside for it). Refused for a stale preview, it hands the message to the page (onStale).
 */
/** The API's refusal of a run whose inputs changed since its preview (decision 0071). */
export const isStalePreview = (error: { statusCode: number; message: string }) =>
  error.statusCode === 409 && error.message.startsWith('The preview is out of date');

export function ApproveRunButton({ run, onStale }: { run: PayrollRunDetail; onStale?: (message: string) => void }) {
  const approve = useApprovePayrollRun(run.id);
  // The API's day is UTC's: the same day decides whether the pay day moves.
  const today = new Date().toISOString().slice(0, 10);
  const late = today > run.funding_deadline;
  return (
    <ConfirmButton
      label="Approve"
      title="Approve this payroll run?"
      variant="filled"
      message={`${plural(run.worker_count, 'paycheck')} for ${periodText(run)}, paid on ${formatCalendarDate(run.pay_date)}. Approving takes the time and expenses behind them; we e-mail you a code to confirm.`}
      confirmLabel="Approve"
      onConfirm={async () => {
        let approved: PayrollRunDetail;
        try {
          approved = await approve.mutateAsync();
        } catch (error) {
          const e = toApiError(error);
          // The two-factor modal has it now: this dialog steps aside.
          if (e.silent) return;
          // A stale preview: the dialog closes and the page offers Recompute with the API's message.
          if (onStale && isStalePreview(e)) {
            onStale(e.message);
            return;
          }
          throw error;
        }
        toast.success(approvedMessage(approved));
      }}
    >
      <ApprovalTotals run={run} />
      {late && (
        <Text size="sm" c="orange.9" fw={600} role="note">
          The funding deadline ({formatCalendarDate(run.funding_deadline)}) has passed: the pay day moves to{' '}
          {formatCalendarDate(earliestPayDateAfter(today))}.
        </Text>
      )}
    </ConfirmButton>
  );
}
