import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadBlob } from '../../lib/api/download';
import { toastError } from '../../lib/notify';
import type { ListRequestParams } from './list-params';

/** The list's current query (filters and sort) as CSV; the server sends every matching row. */
export function ExportButton({ path, params }: { path: string; params: ListRequestParams }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    const { page: _page, per_page: _perPage, ...query } = params;
    try {
      await downloadBlob(path, { ...query, format: 'csv' });
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={busy} onClick={exportCsv}>
      Export CSV
    </Button>
  );
}
