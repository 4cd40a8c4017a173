import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { toApiError } from '../lib/api/errors';

export type MessageType = 'error' | 'warning' | 'information' | 'success';

interface TypeStyle {
  title: string;
  color: string;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}

export const MESSAGE_TYPES: Record<MessageType, TypeStyle> = {
  error: { title: 'Error', color: 'red', Icon: IconAlertCircle },
  warning: { title: 'Warning', color: 'orange', Icon: IconAlertTriangle },
  information: { title: 'Information', color: 'blue', Icon: IconInfoCircle },
  success: { title: 'Success', color: 'green', Icon: IconCircleCheck },
};

export interface MessageDialogOptions {
  type: MessageType;
  message: string;
  title?: string;
}

/** The global message dialog: Escape, an outside click or 'Dismiss' close it. */
export function showMessageDialog({ type, message, title }: MessageDialogOptions): string {
  const style = MESSAGE_TYPES[type];
  const id = `message-${Date.now()}`;
  modals.open({
    modalId: id,
    closeOnEscape: true,
    closeOnClickOutside: true,
    title: (
      <Group gap="sm">
        <ThemeIcon color={style.color} variant="filled" radius="xl">
          <style.Icon size={18} aria-hidden />
        </ThemeIcon>
        <Text fw={600} component="span">
          {title ?? style.title}
        </Text>
      </Group>
    ),
    children: (
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button color={style.color} onClick={() => modals.close(id)}>
            Dismiss
          </Button>
        </Group>
      </Stack>
    ),
  });
  return id;
}

/** An API error in the dialog, skipped when the two-factor modal already took it over. */
export function showErrorDialog(error: unknown) {
  const e = toApiError(error);
  if (e.silent) return;
  showMessageDialog({ type: 'error', message: e.message });
}
