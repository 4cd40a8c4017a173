import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PayrollRunDetail } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { toast, toastError } from '../../../lib/notify';
import { useRecomputePayrollRun } from '../api/recompute-payroll-run';
import { useReopenPayrollRun } from '../api/reopen-payroll-run';
import { useSubmitPayrollRun } from '../api/submit-payroll-run';
import { periodText, plural } from '../lib/payroll-format';
import { ApproveRunButton } from './approve-run-button';

/** Why a pre-draft cannot be submitted yet, or null when it can. */
export function submitBlocker(run: Pick<PayrollRunDetail, 'refused_count' | 'worker_count'>): string | null {
  if (run.refused_count > 0)
    return `${plural(run.refused_count, 'worker')} refused: exclude them or fix their records before submitting.`;
  if (run.worker_count === 0) return 'No paychecks to submit: nobody has approved, unpaid pay in this period.';
  return null;
}

/**
 * The employer's moves on the run, by status: a pre-draft is recomputed or submitted for approval (held,
 * with the reason, while a worker is refused or nobody is paid); a pending run is reopened or approved
 * (behind the e-mailed code) — or, refused for a stale preview, recomputed first. Nothing once it is approved.
 */
export function RunActions({ run }: { run: PayrollRunDetail }) {
  const recompute = useRecomputePayrollRun(run.id);
  const submit = useSubmitPayrollRun(run.id);
  const reopen = useReopenPayrollRun(run.id);
  // The API's message when approval found the preview out of date: shown with Recompute until recomputed.
  const [stale, setStale] = useState<string | null>(null);
  if (run.status === 'pre_draft') {
    const blocker = submitBlocker(run);
    return (
      <Stack gap={4} align="flex-end">
        <Group gap="sm">
          <Button
            variant="default"
            loading={recompute.isPending}
            onClick={() =>
              recompute.mutate(undefined, {
                onSuccess: () => toast.success('Payroll run recomputed'),
                onError: toastError,
              })
            }
          >
            Recompute
          </Button>
          {blocker ? (
            <Button disabled aria-describedby="submit-blocker">
              Submit for approval
            </Button>
          ) : (
            <ConfirmButton
              label="Submit for approval"
              title="Submit this payroll run for approval?"
              message={`${plural(run.worker_count, 'paycheck')} for ${periodText(run)} wait for approval; the run cannot be changed unless it is reopened.`}
              confirmLabel="Submit"
              variant="filled"
              onConfirm={async () => {
                await submit.mutateAsync();
                toast.success('Payroll run submitted for approval');
              }}
            />
          )}
        </Group>
        {blocker && (
          <Text size="sm" c="red.9" id="submit-blocker">
            {blocker}
          </Text>
        )}
      </Stack>
    );
  }
  if (run.status === 'pending') {
    return (
      <Stack gap="xs" align="flex-end">
        {stale && (
          <Alert color="orange" role="alert" title="Recompute before approving">
            <Group gap="sm" wrap="nowrap">
              <Text size="sm">{stale}</Text>
              <Button
                variant="filled"
                size="xs"
                loading={recompute.isPending}
                onClick={() =>
                  recompute.mutate(undefined, {
                    onSuccess: () => {
                      setStale(null);
                      toast.success('Payroll run recomputed: check the figures, then approve');
                    },
                    onError: toastError,
                  })
                }
              >
                Recompute
              </Button>
            </Group>
          </Alert>
        )}
        <Group gap="sm">
          <Button
            variant="default"
            loading={reopen.isPending}
            onClick={() =>
              reopen.mutate(undefined, {
                onSuccess: () => toast.success('Payroll run reopened'),
                onError: toastError,
              })
            }
          >
            Reopen
          </Button>
          <ApproveRunButton run={run} onStale={setStale} />
        </Group>
      </Stack>
    );
  }
  return null;
}
