import { Alert, Button, FileInput, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { PaymentUploadDetail, PaymentUploadPreview, PaymentUploadRequest } from '@app/domain';
import { useState } from 'react';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import { useReturnFocus } from '../../../components/use-return-focus';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key';
import { toApiError, type ApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { useImportPaymentUpload } from '../api/import-payment-upload';
import { usePreviewPaymentUpload } from '../api/preview-payment-upload';
import { moneyIn } from '../lib/payment-format';
import { readTextFile } from '../lib/read-text-file';
import { choosesRemittancePartner } from './payment-upload-access';
import { RemittancePreview } from './remittance-preview';

const CURRENCY_OPTIONS = [
  { value: 'usd', label: 'USD' },
  { value: 'cad', label: 'CAD' },
];

/** A 422's messages as written (each names the line and column of a bad cell, or what the file lacks). */
function messagesOf(error: ApiError): string {
  const detail = (error.data as { detail?: unknown } | undefined)?.detail;
  if (!Array.isArray(detail)) return error.message;
  const msgs = detail.flatMap((d: { msg?: unknown }) => (typeof d?.msg === 'string' ? [d.msg] : []));
  return msgs.length ? msgs.join(' ') : error.message;
}

/** "Imported 2 payments ($420.00) from remit.csv; 1 row left out". */
const importedText = (u: PaymentUploadDetail) =>
  [
    `Imported ${u.imported_count} ${u.imported_count === 1 ? 'payment' : 'payments'} (${moneyIn(u.total_amount, u.currency)}) from ${u.file_name}`,
    u.row_count > u.imported_count ? `${u.row_count - u.imported_count} left out` : null,
  ]
    .filter(Boolean)
    .join('; ');

/** Why Confirm is not offered for this preview, if it is not. */
function blockedBy(p: PaymentUploadPreview): string | null {
  if (p.totals.invalid > 0)
    return 'Fix the invalid rows in the file and preview it again: a file with them is not imported.';
  if (p.totals.matched === 0) return 'No row matches an invoice it can pay: there is nothing to import.';
  return null;
}

/**
 * Import remittance: a bank's CSV read in the browser, previewed (the API matches each row to an invoice
 * by number and amount and writes nothing), then confirmed — the API matches again and records one
 * payment per matched row. One Idempotency-Key per file chosen: a retry of Confirm records nothing twice.
 */
export function ImportRemittanceModal({
  onClose,
  onImported,
}: {
  onClose: () => void;
  onImported: (upload: PaymentUploadDetail) => void;
}) {
  useReturnFocus();
  const subject = useSession()?.subject;
  const staff = subject !== undefined && choosesRemittancePartner(subject);
  const partners = usePartnerOptions(staff);
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const [currency, setCurrency] = useState('usd');
  const [key, renewKey] = useIdempotencyKey();
  const preview = usePreviewPaymentUpload();
  const confirm = useImportPaymentUpload();

  const body = (): PaymentUploadRequest | null =>
    file && (!staff || partnerId)
      ? {
          file_name: file.name,
          csv: file.csv,
          currency: currency as 'usd' | 'cad',
          ...(staff && partnerId && { partner_id: partnerId }),
        }
      : null;
  // Another file or option is another import: the preview goes, and so does the key.
  const changed = () => {
    preview.reset();
    confirm.reset();
    renewKey();
  };
  const readFile = async (f: File | null) => {
    changed();
    setFile(f ? { name: f.name, csv: await readTextFile(f) } : null);
  };
  const run = () => {
    const b = body();
    if (b) preview.mutate(b);
  };
  const importIt = () => {
    const b = body();
    if (!b) return;
    confirm.mutate(
      { body: b, key },
      {
        onSuccess: (u) => {
          toast.success(importedText(u));
          onImported(u);
        },
      },
    );
  };

  const shown = preview.data;
  const blocked = shown ? blockedBy(shown) : null;
  const error = [preview.error, confirm.error].find(Boolean);
  const apiError = error ? toApiError(error) : null;
  const busy = preview.isPending || confirm.isPending;

  return (
    <Modal opened onClose={() => !busy && onClose()} title="Import remittance" size="xl">
      <Stack>
        <Text size="sm">
          A CSV from the bank with a header row: <code>invoice</code>, <code>amount</code> and <code>date</code>{' '}
          (YYYY-MM-DD or MM/DD/YYYY), optionally <code>reference</code>, <code>method</code> (ach, wire or check) and{' '}
          <code>client</code>. Nothing is recorded until you confirm.
        </Text>
        <Group grow align="flex-start">
          <FileInput
            label="Remittance file (CSV)"
            accept=".csv,text/csv"
            placeholder="Choose a file"
            required
            clearable
            onChange={(f) => void readFile(f)}
          />
          {staff && (
            <Select
              label="Partner"
              description="Whose clients paid"
              required
              searchable
              data={partners.data ?? []}
              value={partnerId}
              onChange={(v) => {
                changed();
                setPartnerId(v);
              }}
              placeholder={partners.isLoading ? 'Loading…' : 'Choose the partner'}
              nothingFoundMessage="No such partner"
            />
          )}
          <Select
            label="Currency"
            data={CURRENCY_OPTIONS}
            value={currency}
            onChange={(v) => {
              if (!v) return;
              changed();
              setCurrency(v);
            }}
            allowDeselect={false}
          />
        </Group>
        {apiError && !apiError.silent && (
          <Alert color="red" variant="light" role="alert">
            {apiError.statusCode === 422 ? messagesOf(apiError) : apiError.message}
          </Alert>
        )}
        {shown && <RemittancePreview preview={shown} />}
        {blocked && (
          <Text size="sm" c="dimmed">
            {blocked}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {shown && !blocked ? (
            <Button onClick={importIt} loading={confirm.isPending}>
              Confirm import ({shown.totals.matched} {shown.totals.matched === 1 ? 'payment' : 'payments'})
            </Button>
          ) : (
            <Button onClick={run} loading={preview.isPending} disabled={body() === null}>
              Preview
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
