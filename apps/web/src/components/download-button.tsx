import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { toastError } from '../lib/notify';

/** A file fetched through the api client and saved (a PDF, a stub): busy while it loads, a toast if it fails. */
export function DownloadButton({ label, download }: { label: string; download: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await download();
    } catch (error) {
      toastError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={pending}
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
}
