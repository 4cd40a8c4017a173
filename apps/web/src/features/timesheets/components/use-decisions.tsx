import type { TimesheetAction, TimesheetView } from '@app/domain';
import { lazy, Suspense, useCallback, useState } from 'react';
import { toastError, toast } from '../../../lib/notify';
import { useTimesheetAction } from '../api/timesheet-action';
import { doneMessage, needsConfirmation } from '../lib/actions';
import type { DecisionRequest } from './decision-dialog';

// The dialog (its form state, evidence upload and reason field) loads when a decision first asks for
// it: a list of entries is mostly read, and its first render no longer waits for the dialog's code.
const DecisionDialog = lazy(() => import('./decision-dialog').then((m) => ({ default: m.DecisionDialog })));

/**
 * Starts an action on entries: straight away for a single forward step (approve, sign…), through
 * the confirmation dialog for everything else. Render `dialog` once in the page.
 */
export function useDecisions({ onDone }: { onDone?: () => void } = {}) {
  const [request, setRequest] = useState<DecisionRequest | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { mutateAsync } = useTimesheetAction();

  const run = useCallback(
    async (action: TimesheetAction, rows: TimesheetView[]) => {
      if (rows.length === 0) return;
      if (needsConfirmation(action, rows.length)) {
        setRequest({ action, rows });
        return;
      }
      const row = rows[0]!;
      setBusy(`${row.id}:${action}`);
      try {
        await mutateAsync({ id: row.id, body: { action } });
        toast.success(doneMessage(action, 1));
      } catch (err) {
        toastError(err);
      } finally {
        setBusy(null);
      }
    },
    [mutateAsync],
  );

  return {
    start: useCallback((action: TimesheetAction, rows: TimesheetView[]) => void run(action, rows), [run]),
    /** `${entry id}:${action}` while a direct action runs (its button shows a loader). */
    busy,
    dialog: request ? (
      <Suspense fallback={null}>
        <DecisionDialog request={request} onClose={() => setRequest(null)} onDone={onDone} />
      </Suspense>
    ) : null,
  };
}
