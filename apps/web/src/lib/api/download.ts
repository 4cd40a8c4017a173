/**
 * Blob downloads (spec section 7): a CSV export is saved as a file, anything else (PDFs) opens
 * in a new tab.
 */
import { request, type QueryParams } from './client';

export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadBlob(path: string, params: QueryParams = {}, filename?: string): Promise<void> {
  const blob = await request<Blob>('GET', path, { params, responseType: 'blob' });
  if (params.format === 'csv') {
    const name = filename ?? `${path.split('/').filter(Boolean).pop() ?? 'export'}.csv`;
    saveBlob(blob, name);
    return;
  }
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A generic file link answers `{file_url}`; open it. */
export async function openFileLink(path: string): Promise<void> {
  const { file_url } = await request<{ file_url: string }>('GET', path);
  window.open(file_url, '_blank', 'noopener');
}
