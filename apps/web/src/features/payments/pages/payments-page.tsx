import { Button, Group, Stack, Title } from '@mantine/core';
import { IconCash, IconFileImport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { picksClient } from '../../../components/reference/reference-access';
import { useSession } from '../../../lib/auth/use-session';
import { usePaymentsList } from '../api/get-payments';
import { recordsPayments, showsPartnerColumn } from '../components/payment-access';
import { paymentColumns } from '../components/payment-columns';
import { PaymentFilters } from '../components/payment-filters';
import { ImportRemittanceModal } from '../components/import-remittance-modal';
import { importsRemittances, seesPaymentUploads } from '../components/payment-upload-access';
import { PaymentUploadsHistory } from '../components/payment-uploads-history';
import { RecordPaymentModal } from '../components/record-payment-modal';

/**
 * /payments: the cash received that this user may see (the API scopes it), how much of each payment is
 * applied, filters, CSV, and for the employer or a self-funded partner a Record payment dialog and an
 * Import remittance dialog (a bank's CSV previewed, then confirmed); staff and partners see the imports.
 */
export function PaymentsPage() {
  const list = usePaymentsList();
  const subject = useSession()?.subject;
  const navigate = useNavigate();
  const [recording, setRecording] = useState(false);
  const [importing, setImporting] = useState(false);
  const showPartner = subject !== undefined && showsPartnerColumn(subject);
  const severalCurrencies = new Set(list.rows.map((p) => p.currency)).size > 1;
  const columns = useMemo(() => paymentColumns({ showPartner, severalCurrencies }), [showPartner, severalCurrencies]);
  const mayPickClient = subject !== undefined && picksClient(subject);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Payments</Title>
        <Group gap="sm">
          {subject && importsRemittances(subject) && (
            <Button
              variant="light"
              leftSection={<IconFileImport size={16} aria-hidden />}
              onClick={() => setImporting(true)}
            >
              Import remittance
            </Button>
          )}
          {subject && recordsPayments(subject) && (
            <Button leftSection={<IconCash size={16} aria-hidden />} onClick={() => setRecording(true)}>
              Record payment
            </Button>
          )}
        </Group>
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="payments"
        noun="payments"
        filters={<PaymentFilters list={list} picksClient={mayPickClient} />}
      />
      {subject && seesPaymentUploads(subject) && <PaymentUploadsHistory showPartner={showPartner} />}
      {importing && (
        <ImportRemittanceModal onClose={() => setImporting(false)} onImported={() => setImporting(false)} />
      )}
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
