import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from './form-error';

interface Props {
  form: { submit: (e: FormEvent) => Promise<void>; error: string | null; pending: boolean };
  /** Names the form (its accessible name) and its submit button. */
  submitLabel: string;
  onCancel?: (() => void) | undefined;
  children: ReactNode;
}

/**
 * The frame of every reference form: the server's message on top, the fields, then Cancel (when
 * the form can be left, as an edit can) and the submit button, both held while it saves.
 */
export function ResourceFormFrame({ form, submitLabel, onCancel, children }: Props) {
  return (
    <form onSubmit={form.submit} noValidate aria-label={submitLabel}>
      <Stack>
        <FormError message={form.error} />
        {children}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={form.pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={form.pending} disabled={form.pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
