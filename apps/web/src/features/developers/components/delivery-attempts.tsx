import { Button, Modal, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { WebhookDeliveryView } from '@app/domain';
import { formatMoment } from '../../../components/data-list/format';
import { useDeliveryAttempts } from '../api/developers';

/** A delivery's attempts, newest first: when, the endpoint's status code (or none) and its answer. */
export function DeliveryAttempts({ delivery }: { delivery: WebhookDeliveryView }) {
  const [open, setOpen] = useState(false);
  const attempts = useDeliveryAttempts(delivery.id, open);
  if (delivery.attempts === 0) return null;
  return (
    <>
      <Button size="xs" variant="subtle" onClick={() => setOpen(true)}>
        Attempts
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Delivery attempts" size="lg" centered>
        <Table aria-label="Delivery attempts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Time</Table.Th>
              <Table.Th>Response code</Table.Th>
              <Table.Th>Response</Table.Th>
              <Table.Th>Duration (ms)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(attempts.data?.data ?? []).map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{a.attempt}</Table.Td>
                <Table.Td>{formatMoment(a.attempted_at, { seconds: true })}</Table.Td>
                <Table.Td>{a.status_code ?? 'No answer'}</Table.Td>
                <Table.Td>
                  <Text size="xs" lineClamp={3}>
                    {a.response || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{a.duration_ms}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </>
  );
}
