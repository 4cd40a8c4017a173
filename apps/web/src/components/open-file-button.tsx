import { Button, type ButtonProps } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { toastError } from '../lib/notify';

/**
 * Open: a stored file (a document, a course, a poster, a handbook) through a link of a few minutes for this
 * user only, in a new tab — or an address; a refusal is a toast.
 */
export function OpenFileButton({
  open,
  label,
  ariaLabel,
  ...rest
}: { open: () => Promise<void>; label: string; ariaLabel?: string } & Pick<ButtonProps, 'size' | 'variant'>) {
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await open();
    } catch (err) {
      toastError(err);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      leftSection={<IconExternalLink size={14} aria-hidden />}
      loading={pending}
      onClick={() => void run()}
      aria-label={ariaLabel}
      {...rest}
    >
      {label}
    </Button>
  );
}
