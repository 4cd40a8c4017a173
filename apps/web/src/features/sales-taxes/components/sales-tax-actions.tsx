import { Button, Group } from '@mantine/core';
import type { SalesTaxView } from '@app/domain';
import { useState } from 'react';
import { useSession } from '../../../lib/auth/use-session';
import { EditSourceModal } from './edit-source-modal';
import { EndSalesTaxDialog } from './end-sales-tax-dialog';
import { EnterRateDialog } from './enter-rate-dialog';
import { editsSalesTaxes, mayEnd, mayEnterRate } from './sales-tax-access';

type Dialog = 'rate' | 'end' | 'source' | null;

/** Enter the rate (a row that needs one), End this row (an open-ended row) and Edit source: an admin's. */
export function SalesTaxActions({ row }: { row: SalesTaxView }) {
  const subject = useSession()?.subject;
  const [open, setOpen] = useState<Dialog>(null);
  if (!subject || !editsSalesTaxes(subject)) return null;
  const close = () => setOpen(null);
  return (
    <Group gap="sm">
      {mayEnterRate(subject, row) && <Button onClick={() => setOpen('rate')}>Enter the rate</Button>}
      <Button variant="default" onClick={() => setOpen('source')}>
        Edit source
      </Button>
      {mayEnd(subject, row) && (
        <Button variant="light" color="red" onClick={() => setOpen('end')}>
          End this row
        </Button>
      )}
      {open === 'rate' && <EnterRateDialog row={row} onClose={close} />}
      {open === 'end' && <EndSalesTaxDialog row={row} onClose={close} />}
      {open === 'source' && <EditSourceModal row={row} onClose={close} />}
    </Group>
  );
}
