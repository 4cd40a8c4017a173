import { Button, Group } from '@mantine/core';
import type { PaymentDetail } from '@app/domain';
import { useState } from 'react';
import { useSession } from '../../../lib/auth/use-session';
import { editsPayment, mayReturn } from './payment-access';
import { EditPaymentModal } from './edit-payment-modal';
import { ReturnPaymentDialog } from './return-payment-dialog';

/** Edit (an admin: reference and notes) and Return (a received payment, for those who record payments). */
export function PaymentActions({ payment }: { payment: PaymentDetail }) {
  const subject = useSession()?.subject;
  const [editing, setEditing] = useState(false);
  const [returning, setReturning] = useState(false);
  if (!subject) return null;
  const edits = editsPayment(subject);
  const returns = mayReturn(subject, payment);
  if (!edits && !returns) return null;
  return (
    <Group gap="sm">
      {edits && (
        <Button variant="default" onClick={() => setEditing(true)}>
          Edit
        </Button>
      )}
      {returns && (
        <Button variant="light" color="red" onClick={() => setReturning(true)}>
          Mark returned
        </Button>
      )}
      {editing && <EditPaymentModal payment={payment} onClose={() => setEditing(false)} />}
      {returning && <ReturnPaymentDialog payment={payment} onClose={() => setReturning(false)} />}
    </Group>
  );
}
