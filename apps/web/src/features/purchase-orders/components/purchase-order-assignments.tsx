import { Button, Group, MultiSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PurchaseOrderDetail } from '@app/domain';
import { formatCalendarDate } from '../../../components/data-list/format';
import { toastError, toast } from '../../../lib/notify';
import { useClientAssignments } from '../api/get-client-assignments';
import { useUpdatePurchaseOrder } from '../api/update-purchase-order';

/**
 * The assignments a PO covers: approving their time consumes it. Its managers add the client's other
 * assignments and remove any (what was consumed stays consumed).
 */
export function PurchaseOrderAssignments({ po, manages }: { po: PurchaseOrderDetail; manages: boolean }) {
  const update = useUpdatePurchaseOrder(po.id);
  const options = useClientAssignments(manages ? po.client.id : null);
  const [adding, setAdding] = useState<string[]>([]);
  const covered = new Set(po.assignments.map((a) => a.id));
  const change = async (body: { add_assignment_ids?: string[]; remove_assignment_ids?: string[] }, done: string) => {
    try {
      await update.mutateAsync(body);
      toast.success(done);
      setAdding([]);
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Assignments covered
      </Title>
      {po.assignments.length === 0 ? (
        <Text c="dimmed">No assignments: no approval consumes this purchase order.</Text>
      ) : (
        <Table aria-label="Assignments covered">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Contractor</Table.Th>
              <Table.Th>Job</Table.Th>
              <Table.Th>Started</Table.Th>
              <Table.Th>Status</Table.Th>
              {manages && <Table.Th aria-label="Actions" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {po.assignments.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{a.contractor.name}</Table.Td>
                <Table.Td>{a.job_title ?? '—'}</Table.Td>
                <Table.Td>{formatCalendarDate(a.start_date)}</Table.Td>
                <Table.Td>{a.status}</Table.Td>
                {manages && (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${a.contractor.name}`}
                      loading={update.isPending}
                      onClick={() =>
                        void change({ remove_assignment_ids: [a.id] }, `${a.contractor.name} no longer covered`)
                      }
                    >
                      Remove
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {manages && (
        <Group align="flex-end">
          <MultiSelect
            label="Add assignments"
            data={(options.data ?? []).filter((o) => !covered.has(o.value))}
            value={adding}
            onChange={setAdding}
            placeholder={options.isLoading ? 'Loading…' : 'The client’s assignments'}
            nothingFoundMessage="No other assignments"
            searchable
            w={360}
          />
          <Button
            variant="light"
            disabled={adding.length === 0}
            loading={update.isPending}
            onClick={() => void change({ add_assignment_ids: adding }, 'Assignments added')}
          >
            Add
          </Button>
        </Group>
      )}
    </Stack>
  );
}
