import { Alert, Badge, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { InvoiceRunEntry, InvoiceRunRequest, InvoiceRunResult } from '@app/domain';
import { useState } from 'react';
import { formatCalendarDate, todayIso } from '../../../components/data-list/format';
import { useClientOptions } from '../../../components/reference/client-options';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toApiError } from '../../../lib/api/errors';
import { sumMoney } from '../../../lib/decimal';
import { toast } from '../../../lib/notify';
import { usePreviewInvoiceRun } from '../api/preview-invoice-run';
import { useRunInvoices } from '../api/run-invoices';
import { moneyIn, periodText, plural, typeLabel } from '../lib/invoice-format';

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** An API refusal as the dialog shows it (a 409 changed nothing); null when another UI took it (two-factor). */
function refusalOf(error: unknown): string | null {
  const e = toApiError(error);
  if (e.silent) return null;
  return e.statusCode === 409 ? `Nothing was changed: ${e.message}` : e.message;
}

/** The subtotal of entries per currency ("$1,200.00", or "$1,200.00 · $300.00 CAD"). */
function subtotalText(entries: InvoiceRunEntry[]): string {
  const currencies = [...new Set(entries.map((e) => e.currency))];
  return currencies
    .map((c) => moneyIn(sumMoney(entries.filter((e) => e.currency === c).map((e) => e.subtotal)), c))
    .join(' · ');
}

/** What the invoice is split by, under the client (a work location or a contractor of the client's grouping). */
const splitOf = (e: InvoiceRunEntry) => e.work_location?.name ?? e.contractor?.name ?? null;

export function RunPreviewTable({ result }: { result: InvoiceRunResult }) {
  const late = result.invoices.reduce((n, e) => n + e.late_line_count, 0);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Invoices to create" striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Client</Table.Th>
            <Table.Th>Period</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th ta="right">Lines</Table.Th>
            <Table.Th ta="right">Late lines</Table.Th>
            <Table.Th ta="right">Subtotal</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.invoices.map((e, i) => (
            <Table.Tr key={`${e.client.id}|${e.period.start}|${e.invoice_type}|${splitOf(e) ?? ''}|${e.currency}|${i}`}>
              <Table.Td>
                <Text size="sm">{e.client.name}</Text>
                {splitOf(e) && (
                  <Text size="xs" c="dimmed">
                    {splitOf(e)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{periodText(e.period)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">{typeLabel(e.invoice_type)}</Text>
                  {e.invoice_id && (
                    <Badge variant="outline" color="gray" size="sm" tt="none">
                      Updates a draft
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{e.line_count}</Table.Td>
              <Table.Td ta="right">{e.late_line_count}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {moneyIn(e.subtotal, e.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3}>Total: {plural(result.totals.invoices, 'invoice')}</Table.Th>
            <Table.Th ta="right">{result.totals.lines}</Table.Th>
            <Table.Th ta="right">{late}</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="run-subtotal">
              {subtotalText(result.invoices)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Run invoices: the periods ending by a date (today unless changed), for every client or one. Preview
 * asks the API what a run would write (it writes nothing); only "Create N draft invoices" writes the
 * drafts, with the very request that was previewed. Changing a field drops the preview.
 */
export function RunInvoicesModal({ picksClient, onClose }: { picksClient: boolean; onClose: () => void }) {
  useReturnFocus();
  const [through, setThrough] = useState(() => todayIso());
  const [clientId, setClientId] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const clients = useClientOptions(picksClient);
  const preview = usePreviewInvoiceRun();
  const run = useRunInvoices();
  const busy = preview.isPending || run.isPending;
  const throughError = tried && !isDay(through) ? 'Enter a date' : null;

  const changed = () => {
    preview.reset();
    run.reset();
  };
  const askPreview = () => {
    setTried(true);
    if (!isDay(through) || busy) return;
    run.reset();
    const body: InvoiceRunRequest = { through, ...(clientId ? { client_id: clientId } : {}) };
    preview.mutate(body);
  };
  const result = preview.isSuccess ? preview.data : null;
  const create = () => {
    if (!result || !preview.variables || busy) return;
    run.mutate(preview.variables, {
      onSuccess: (done) => {
        toast.success(`${plural(done.created ?? 0, 'invoice')} created, ${done.updated ?? 0} updated`);
        onClose();
      },
    });
  };
  const error = preview.isError ? refusalOf(preview.error) : run.isError ? refusalOf(run.error) : null;
  const count = result?.totals.invoices ?? 0;

  return (
    <Modal
      opened
      onClose={() => !busy && onClose()}
      title="Run invoices"
      size="xl"
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
    >
      <Stack>
        <Text size="sm">
          Bills approved time and expenses not yet invoiced, one draft per client and billing period. Nothing is written
          until you confirm.
        </Text>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Bill periods ending on or before"
            type="date"
            required
            value={through}
            onChange={(e) => {
              setThrough(e.currentTarget.value);
              changed();
            }}
            error={throughError}
          />
          {picksClient && (
            <Select
              label="Client"
              placeholder="All clients"
              data={clients.data ?? []}
              value={clientId}
              onChange={(v) => {
                setClientId(v);
                changed();
              }}
              clearable
              searchable
              w={260}
            />
          )}
          <Button variant="light" onClick={askPreview} loading={preview.isPending} disabled={run.isPending}>
            Preview
          </Button>
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert" title="Could not run invoices">
            {error}
          </Alert>
        )}
        {result && result.invoices.length === 0 && (
          <Text role="status">
            Nothing to invoice: no approved, uninvoiced time in periods ending by {formatCalendarDate(result.through)}
          </Text>
        )}
        {result && result.invoices.length > 0 && <RunPreviewTable result={result} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {result && count > 0 && (
            <Button onClick={create} loading={run.isPending} disabled={preview.isPending}>
              Create {plural(count, 'draft invoice')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
