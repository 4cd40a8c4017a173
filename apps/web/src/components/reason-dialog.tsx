import { Alert, Button, Group, Modal, Stack, Textarea, type MantineColor } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { toApiError } from '../lib/api/errors';
import { FORM_INVALID_MESSAGE } from '../lib/notify';
import { splitServerErrors } from './forms/server-field-errors';
import { useReturnFocus } from './use-return-focus';

/** The longest reason most actions take (the contracts' `max(1000)`); some take 500. */
const REASON_MAX_LENGTH = 1000;

const REASON_FIELD = new Set(['reason']);

const reasonTooLong = (max: number) => `Keep the reason under ${max} characters`;

export interface ReasonDialogProps {
  /** Open or not; leave it out for a dialog mounted to open (`{asking && <ReasonDialog … />}`). */
  opened?: boolean;
  /** The question: "Reject this expense?". */
  title: string;
  /** What is decided and what follows, above the reason; other inputs the action takes. */
  children?: ReactNode;
  /** Who reads the reason: "The contractor sees this reason." */
  description?: string;
  /** The contract's limit (default 1000). */
  maxLength?: number;
  /** The error when no reason is given: "Give a reason for rejecting". */
  requiredMessage: string;
  confirmLabel: string;
  /** Red unless said otherwise: asking for a reason means refusing or undoing. */
  confirmColor?: MantineColor;
  /** False holds the confirm button (another input of `children` is not ready). */
  canConfirm?: boolean;
  /** Busy from outside (a mutation in flight); a promise from `onConfirm` holds it busy too. */
  loading?: boolean;
  /**
   * Gets the trimmed reason. When it returns a promise the dialog stays busy until it settles; a
   * rejection shows in the dialog: a 422 on `reason` beside the reason, anything else on top (a 409
   * as "Nothing was changed: …"). Closing on success is the caller's (`onClose`).
   */
  onConfirm: (reason: string) => unknown;
  onClose: () => void;
}

/**
 * The one way the web asks for a reason (reject a timesheet, an expense, time off, a verification,
 * end an assignment): a required reason with the contract's length limit, its error beside it (and
 * the spec's 'Some fields are missing…' on top), the server's refusal on top, Cancel and the action,
 * busy while the action runs.
 */
export function ReasonDialog({
  opened = true,
  title,
  children,
  description,
  maxLength = REASON_MAX_LENGTH,
  requiredMessage,
  confirmLabel,
  confirmColor = 'red',
  canConfirm = true,
  loading = false,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  useReturnFocus();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server's word on a reason holds only for the text it was given.
  const [serverReasonError, setServerReasonError] = useState<{ text: string; message: string } | null>(null);
  const busy = loading || pending;

  useEffect(() => {
    if (opened) return;
    setReason('');
    setTried(false);
    setError(null);
    setServerReasonError(null);
  }, [opened]);

  const text = reason.trim();
  const localError = !text ? requiredMessage : text.length > maxLength ? reasonTooLong(maxLength) : null;
  const reasonError =
    (tried ? localError : null) ?? (serverReasonError?.text === reason ? serverReasonError.message : null);

  const confirm = async () => {
    setTried(true);
    setError(null);
    setServerReasonError(null);
    if (busy) return;
    // The spec's general message for a form with a missing field, on top; the reason's own beside it.
    if (localError) return setError(FORM_INVALID_MESSAGE);
    const submitted = reason;
    const result = onConfirm(text);
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } catch (err) {
      const split = splitServerErrors(err, REASON_FIELD);
      if (split.fields.reason) setServerReasonError({ text: submitted, message: split.fields.reason });
      const e = toApiError(split.error);
      if (!e.silent) setError(e.statusCode === 409 ? `Nothing was changed: ${e.message}` : e.message);
    } finally {
      setPending(false);
    }
  };

  const close = () => !busy && onClose();

  return (
    <Modal opened={opened} onClose={close} title={title} closeOnClickOutside={!busy} closeOnEscape={!busy}>
      <Stack>
        {children}
        {error && (
          <Alert color="red" variant="light" role="alert" title="Could not save">
            {error}
          </Alert>
        )}
        <Textarea
          label="Reason"
          description={description}
          required
          rows={3}
          maxLength={maxLength}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={reasonError}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button color={confirmColor} loading={busy} disabled={!canConfirm} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
