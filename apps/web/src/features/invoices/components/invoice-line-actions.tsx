import { ActionIcon, Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { InvoiceDetail, InvoiceLineView } from '@app/domain';
import { useState } from 'react';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useRemoveInvoiceLine } from '../api/correct-invoice';
import { moneyIn } from '../lib/invoice-format';
import { InvoiceLineModal } from './invoice-line-modal';

/** Remove line?: asks first; the API's refusal stays in the dialog. */
function RemoveLineDialog({
  invoice,
  line,
  onClose,
}: {
  invoice: InvoiceDetail;
  line: InvoiceLineView;
  onClose: () => void;
}) {
  const remove = useRemoveInvoiceLine(invoice.id);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    try {
      await remove.mutateAsync(line.id);
      toast.success('Line removed');
      onClose();
    } catch (err) {
      const e = toApiError(err);
      if (!e.silent) setError(e.message);
    }
  };
  return (
    <Modal opened onClose={() => !remove.isPending && onClose()} title="Remove line?">
      <Stack>
        <Text size="sm">
          {line.description} · {moneyIn(line.amount, invoice.currency)} comes off the draft.
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert" title="Could not remove">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void run()}>
            Remove line
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Edit and Remove for a draft's line the employer may change (a manual line, or any line of a rebill). */
export function InvoiceLineActions({ invoice, line }: { invoice: InvoiceDetail; line: InvoiceLineView }) {
  const [open, setOpen] = useState<'edit' | 'remove' | null>(null);
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`Edit line ${line.description}`} onClick={() => setOpen('edit')}>
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove line ${line.description}`}
        onClick={() => setOpen('remove')}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
      {open === 'edit' && <InvoiceLineModal invoice={invoice} line={line} onClose={() => setOpen(null)} />}
      {open === 'remove' && <RemoveLineDialog invoice={invoice} line={line} onClose={() => setOpen(null)} />}
    </Group>
  );
}
