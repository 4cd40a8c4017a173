import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { toastError } from '../lib/notify';

interface Props {
  label: string;
  /** The modal's title: the question. */
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  /** Extra inputs in the modal (a reason); `canConfirm` false holds the confirm button. */
  children?: ReactNode;
  canConfirm?: boolean;
  disabled?: boolean;
  onConfirm: () => Promise<unknown>;
}

/** A destructive or deciding action: asks first, runs, and keeps the modal open with a toast on failure. */
export function ConfirmButton({
  label,
  title,
  message,
  confirmLabel = label,
  color,
  variant = 'light',
  children,
  canConfirm = true,
  disabled,
  onConfirm,
}: Props) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch (err) {
      toastError(err);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button variant={variant} color={color} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal opened={open} onClose={() => !pending && setOpen(false)} title={title} centered>
        <Stack>
          <Text>{message}</Text>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={pending}>
              Cancel
            </Button>
            <Button color={color} loading={pending} disabled={!canConfirm} onClick={() => void run()}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
