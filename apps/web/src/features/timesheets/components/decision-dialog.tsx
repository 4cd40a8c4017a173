import { Alert, Button, Group, Input, Modal, Stack, Text, TextInput } from '@mantine/core';
import { TIMESHEET_EVIDENCE_MAX_BYTES, type TimesheetAction, type TimesheetView } from '@app/domain';
import { useId, useState } from 'react';
import { splitServerErrors } from '../../../components/forms/server-field-errors';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toApiError } from '../../../lib/api/errors';
import { FORM_INVALID_MESSAGE, toast } from '../../../lib/notify';
import { uploadEvidence } from '../api/upload-evidence';
import { useBulkTimesheetAction } from '../api/bulk-timesheet-action';
import { useTimesheetAction } from '../api/timesheet-action';
import { ACTION_VERBS, DESTRUCTIVE, doneMessage } from '../lib/actions';
import { formatHours, formatWorkday } from '../../../components/data-list/format';

export interface DecisionRequest {
  action: TimesheetAction;
  rows: TimesheetView[];
}

const FIELDS = new Set(['approval_email', 'evidence_file_id']);
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

function ActionDialog({ request, onClose, onDone }: DialogProps) {
  const { action, rows } = request;
  const single = useTimesheetAction();
  const bulk = useBulkTimesheetAction();
  const [email, setEmail] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const fileId = useId();
  useReturnFocus();

  const count = rows.length;
  const noun = nounOf(count);
  const asksEvidence = action === 'approve_with_evidence';

  const local: Record<string, string> = {};
  if (asksEvidence && !file) local.evidence_file_id = "Attach the client's approval";
  else if (asksEvidence && file && file.size > TIMESHEET_EVIDENCE_MAX_BYTES)
    local.evidence_file_id = 'The file must be at most 5 MB';
  if (asksEvidence && !EMAIL.test(email.trim())) local.approval_email = "Enter the client approver's e-mail";
  const errorOf = (key: string) => (tried ? local[key] : undefined) ?? fieldErrors[key] ?? null;

  const confirm = async () => {
    setTried(true);
    setError(null);
    setFieldErrors({});
    if (Object.keys(local).length > 0) {
      setError(FORM_INVALID_MESSAGE);
      return;
    }
    setPending(true);
    try {
      const evidence = asksEvidence && file ? await uploadEvidence(file) : null;
      const extra = evidence ? { evidence_file_id: evidence.id, approval_email: email.trim() } : {};
      if (count === 1) await single.mutateAsync({ id: rows[0]!.id, body: { action, ...extra } });
      else await bulk.mutateAsync({ action, ids: rows.map((r) => r.id), ...extra });
      toast.success(doneMessage(action, count));
      onDone?.();
      onClose();
    } catch (err) {
      const split = splitServerErrors(err, FIELDS);
      setFieldErrors(split.fields);
      const e = toApiError(split.error);
      if (!e.silent) setError(e.statusCode === 409 ? `Nothing was changed: ${e.message}` : e.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      opened
      onClose={() => !pending && onClose()}
      title={asksEvidence ? `Approve ${noun} with evidence?` : `${ACTION_VERBS[action]} ${noun}?`}
      size="md"
    >
      <Stack>
        <Summary rows={rows} />
        {action === 'delete' && <Text size="sm">Deleted entries cannot be restored.</Text>}
        <BulkNote count={count} />
        {error && (
          <Alert color="red" variant="light" role="alert" title="Could not save">
            {error}
          </Alert>
        )}
        {asksEvidence && (
          <>
            <Input.Wrapper
              label="Client's approval"
              labelProps={{ htmlFor: fileId }}
              description="The approval e-mail saved as a file, a PDF or a screenshot (at most 5 MB)"
              required
              error={errorOf('evidence_file_id')}
            >
              <input
                id={fileId}
                type="file"
                accept=".pdf,.png,.jpg,.jpeg,.eml,.msg,.txt,application/pdf,image/*,message/rfc822"
                onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
                style={{ display: 'block', marginTop: 4 }}
              />
            </Input.Wrapper>
            <TextInput
              label="Client approver's e-mail"
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={errorOf('approval_email')}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button color={DESTRUCTIVE.has(action) ? 'red' : undefined} loading={pending} onClick={() => void confirm()}>
            {ACTION_VERBS[action]}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
