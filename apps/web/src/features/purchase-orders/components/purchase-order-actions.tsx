import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { PurchaseOrderDetail } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { toast } from '../../../lib/notify';
import { useUpdatePurchaseOrder } from '../api/update-purchase-order';
import { EditPurchaseOrderModal } from './edit-purchase-order-modal';

/** Edit (budget, end, description) and Close (after a confirmation) for those who manage POs. */
export function PurchaseOrderActions({ po }: { po: PurchaseOrderDetail }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdatePurchaseOrder(po.id);
  return (
    <Group gap="sm">
      <Button variant="light" onClick={() => setEditing(true)}>
        Edit or raise budget
      </Button>
      {po.status === 'active' ? (
        <ConfirmButton
          label="Close"
          title={`Close purchase order ${po.number}?`}
          message="Approvals no longer consume it. What it consumed stays on it, and its invoices keep its number."
          confirmLabel="Close purchase order"
          color="red"
          onConfirm={async () => {
            await update.mutateAsync({ status: 'closed' });
            toast.success(`Purchase order ${po.number} closed`);
          }}
        />
      ) : (
        <ConfirmButton
          label="Reopen"
          title={`Reopen purchase order ${po.number}?`}
          message="Approvals of the assignments it covers consume it again."
          onConfirm={async () => {
            await update.mutateAsync({ status: 'active' });
            toast.success(`Purchase order ${po.number} reopened`);
          }}
        />
      )}
      {editing && <EditPurchaseOrderModal po={po} onClose={() => setEditing(false)} />}
    </Group>
  );
}
