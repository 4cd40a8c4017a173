import { Alert, Button, Group, Input, Modal, Stack, Text, TextInput } from '@mantine/core';
import { TIMESHEET_EVIDENCE_MAX_BYTES, type TimesheetAction, type TimesheetView } from '@app/domain';
import { useId } from 'react';
import type { Checked } from '../../../components/forms/checked';
import type { FieldErrors } from '../../../components/forms/server-field-errors';
import { useFormState } from '../../../components/forms/use-form-state';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useReturnFocus } from '../../../components/use-return-focus';
import { ApiError, toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { uploadEvidence } from '../api/upload-evidence';
import { useBulkTimesheetAction } from '../api/bulk-timesheet-action';
import { useTimesheetAction } from '../api/timesheet-action';
import { ACTION_VERBS, DESTRUCTIVE, doneMessage } from '../lib/actions';
import { formatHours, formatWorkday } from '../../../components/data-list/format';

export interface DecisionRequest {
  action: TimesheetAction;
  rows: TimesheetView[];
}

const FIELDS = ['approval_email', 'evidence_file_id'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function Summary({ rows }: { rows: TimesheetView[] }) {
  const minutes = rows.reduce((sum, r) => sum + r.minutes_worked, 0);
  if (rows.length === 1) {
    const r = rows[0]!;
    return (
      <Text size="sm">
        {r.contractor.name} · {formatWorkday(r.date)} · {r.time_start_string}–{r.time_end_string} ·{' '}
        {formatHours(r.minutes_worked)} hours
      </Text>
    );
  }
  const people = new Set(rows.map((r) => r.contractor.id)).size;
  return (
    <Text size="sm">
      {rows.length} entries of {people} {people === 1 ? 'contractor' : 'contractors'} · {formatHours(minutes)} hours
    </Text>
  );
}

interface DialogProps {
  request: DecisionRequest;
  onClose: () => void;
  /** After the action was applied (the dialog closes itself). */
  onDone?: (() => void) | undefined;
}

const nounOf = (count: number) => (count === 1 ? 'this entry' : `${count} entries`);

function BulkNote({ count }: { count: number }) {
  return count > 1 ? (
    <Text size="sm" c="dimmed">
      All of them change together, or none does.
    </Text>
  ) : null;
}

/** Rejecting asks why in the shared reason dialog: the contractor reads it to correct the entries. */
function RejectDialog({ request: { rows }, onClose, onDone }: DialogProps) {
  const single = useTimesheetAction();
  const bulk = useBulkTimesheetAction();
  const count = rows.length;
  return (
    <ReasonDialog
      title={`${ACTION_VERBS.reject} ${nounOf(count)}?`}
      requiredMessage="Give a reason for rejecting"
      confirmLabel={ACTION_VERBS.reject}
      onConfirm={async (reason) => {
        if (count === 1) await single.mutateAsync({ id: rows[0]!.id, body: { action: 'reject', reason } });
        else await bulk.mutateAsync({ action: 'reject', ids: rows.map((r) => r.id), reason });
        toast.success(doneMessage('reject', count));
        onDone?.();
        onClose();
      }}
      onClose={onClose}
    >
      <Summary rows={rows} />
      <BulkNote count={count} />
    </ReasonDialog>
  );
}

/**
 * Asks before an action on one entry or many (bulk: one transaction, all or nothing): a reason to
 * reject (the shared reason dialog), the client's approval file and approver e-mail to approve with
 * evidence. The server's refusal (409: the state changed, a lock) is shown here as it words it.
 */
export function DecisionDialog(props: DialogProps) {
  return props.request.action === 'reject' ? <RejectDialog {...props} /> : <ActionDialog {...props} />;
}

interface EvidenceValues {
  approval_email: string;
  file: File | null;
}

/** Approving with evidence needs the file and the approver's e-mail; other actions ask nothing. */
function checkEvidence(asksEvidence: boolean, v: EvidenceValues): Checked<EvidenceValues> {
  if (!asksEvidence) return { body: v, errors: null };
  const errors: FieldErrors = {};
  if (!v.file) errors.evidence_file_id = "Attach the client's approval";
  else if (v.file.size > TIMESHEET_EVIDENCE_MAX_BYTES) errors.evidence_file_id = 'The file must be at most 5 MB';
  if (!EMAIL.test(v.approval_email.trim())) errors.approval_email = "Enter the client approver's e-mail";
  return Object.keys(errors).length > 0 ? { body: null, errors } : { body: v, errors: null };
}

/** A 409 means the entries changed meanwhile (or a lock): say that nothing was applied. */
function nothingChanged(err: unknown): unknown {
  const e = toApiError(err);
  return e.statusCode === 409 ? new ApiError(409, e.data, { message: `Nothing was changed: ${e.message}` }) : err;
}

function ActionDialog({ request, onClose, onDone }: DialogProps) {
  const { action, rows } = request;
  const single = useTimesheetAction();
  const bulk = useBulkTimesheetAction();
  const fileId = useId();
  useReturnFocus();

  const count = rows.length;
  const noun = nounOf(count);
  const asksEvidence = action === 'approve_with_evidence';

  const form = useFormState<EvidenceValues, EvidenceValues>({
    initial: () => ({ approval_email: '', file: null }),
    check: (v) => checkEvidence(asksEvidence, v),
    save: async ({ approval_email, file }) => {
      try {
        const evidence = asksEvidence && file ? await uploadEvidence(file) : null;
        const extra = evidence ? { evidence_file_id: evidence.id, approval_email: approval_email.trim() } : {};
        if (count === 1) await single.mutateAsync({ id: rows[0]!.id, body: { action, ...extra } });
        else await bulk.mutateAsync({ action, ids: rows.map((r) => r.id), ...extra });
      } catch (err) {
        throw nothingChanged(err);
      }
      toast.success(doneMessage(action, count));
      onDone?.();
      onClose();
    },
    fieldKeys: FIELDS,
    alsoClears: { file: ['evidence_file_id'] },
  });

  return (
    <Modal
      opened
      onClose={() => !form.pending && onClose()}
      title={asksEvidence ? `Approve ${noun} with evidence?` : `${ACTION_VERBS[action]} ${noun}?`}
      size="md"
    >
      <form onSubmit={form.submit} noValidate>
        <Stack>
          <Summary rows={rows} />
          {action === 'delete' && <Text size="sm">Deleted entries cannot be restored.</Text>}
          <BulkNote count={count} />
          {form.error && (
            <Alert color="red" variant="light" role="alert" title="Could not save">
              {form.error}
            </Alert>
          )}
          {asksEvidence && (
            <>
              <Input.Wrapper
                label="Client's approval"
                labelProps={{ htmlFor: fileId }}
                description="The approval e-mail saved as a file, a PDF or a screenshot (at most 5 MB)"
                required
                error={form.fieldError('evidence_file_id')}
              >
                <input
                  id={fileId}
                  type="file"
                  accept=".pdf,.png,.jpg,.jpeg,.eml,.msg,.txt,application/pdf,image/*,message/rfc822"
                  onChange={(e) => form.set('file', e.currentTarget.files?.[0] ?? null)}
                  style={{ display: 'block', marginTop: 4 }}
                />
              </Input.Wrapper>
              <TextInput label="Client approver's e-mail" type="email" required {...form.field('approval_email')} />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={form.pending}>
              Cancel
            </Button>
            <Button type="submit" color={DESTRUCTIVE.has(action) ? 'red' : undefined} loading={form.pending}>
              {ACTION_VERBS[action]}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
