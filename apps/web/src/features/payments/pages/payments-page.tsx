import { Button, Group, Stack, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { picksClient } from '../../../components/reference/reference-access';
import { useSession } from '../../../lib/auth/use-session';
import { usePaymentsList } from '../api/get-payments';
import { recordsPayments, showsPartnerColumn } from '../components/payment-access';
import { paymentColumns } from '../components/payment-columns';
import { PaymentFilters } from '../components/payment-filters';
import { RecordPaymentModal } from '../components/record-payment-modal';

/**
 * /payments: the cash received that this user may see (the API scopes it), how much of each payment is
 * applied, filters, CSV, and for the employer or a self-funded partner a Record payment dialog.
 */
export function PaymentsPage() {
  const list = usePaymentsList();
  const subject = useSession()?.subject;
  const navigate = useNavigate();
  const [recording, setRecording] = useState(false);
  const showPartner = subject !== undefined && showsPartnerColumn(subject);
  const severalCurrencies = new Set(list.rows.map((p) => p.currency)).size > 1;
  const columns = useMemo(() => paymentColumns({ showPartner, severalCurrencies }), [showPartner, severalCurrencies]);
  const mayPickClient = subject !== undefined && picksClient(subject);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Payments</Title>
        {subject && recordsPayments(subject) && (
          <Button leftSection={<IconCash size={16} aria-hidden />} onClick={() => setRecording(true)}>
            Record payment
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="payments"
        noun="payments"
        filters={<PaymentFilters list={list} picksClient={mayPickClient} />}
      />
      {recording && (
        <RecordPaymentModal
          onClose={() => setRecording(false)}
          onRecorded={(payment) => {
            setRecording(false);
            navigate(`/payments/${payment.id}`);
          }}
        />
      )}
    </Stack>
  );
}
