import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { API_EVENT_LABELS, type ApiEventType, type WebhookDeliveryView, type WebhookEndpointView } from '@app/domain';
import { DataList } from '../../../components/data-list/data-list';
import type { DataListColumn } from '../../../components/data-list/columns';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import { formatMoment } from '../../../components/data-list/format';
import { toast, toastError } from '../../../lib/notify';
import { useDeliveriesList, useEndpoints, useRedeliver, useSendTestEvent, useUpdateEndpoint } from '../api/developers';
import { AddEndpointDialog } from './add-endpoint-dialog';
import { DeliveryAttempts } from './delivery-attempts';
import { SignatureRecipe } from './signature-recipe';

const label = (t: string) => API_EVENT_LABELS[t as ApiEventType] ?? t;
const STATUS_COLORS = { pending: 'yellow', succeeded: 'green', failed: 'red' } as const;
const DELIVERY_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'succeeded', label: 'Succeeded' },
  { value: 'failed', label: 'Failed' },
];

function EndpointActions({ endpoint }: { endpoint: WebhookEndpointView }) {
  const test = useSendTestEvent();
  const update = useUpdateEndpoint();
  const run = (p: Promise<unknown>, done: string) =>
    p.then(() => toast.success(done)).catch((err: unknown) => toastError(err));
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        disabled={Boolean(endpoint.disabled_at)}
        loading={test.isPending}
        onClick={() => void run(test.mutateAsync(endpoint.id), 'Test event sent')}
      >
        Send test event
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={update.isPending}
        onClick={() =>
          void run(
            update.mutateAsync({ id: endpoint.id, body: { enabled: Boolean(endpoint.disabled_at) } }),
            endpoint.disabled_at ? 'Endpoint enabled' : 'Endpoint disabled',
          )
        }
      >
        {endpoint.disabled_at ? 'Enable' : 'Disable'}
      </Button>
    </Group>
  );
}

function EndpointsTable({ endpoints }: { endpoints: WebhookEndpointView[] }) {
  if (endpoints.length === 0) return <Text c="dimmed">No endpoints yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table aria-label="Webhook endpoints">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>URL</Table.Th>
            <Table.Th>Events</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {endpoints.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {e.url}
                </Text>
                {e.description && (
                  <Text size="xs" c="dimmed">
                    {e.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{e.event_types.map(label).join(', ')}</Table.Td>
              <Table.Td>
                {e.disabled_at ? (
                  <Text size="sm" c="red">
                    Disabled: {e.disabled_reason}
                  </Text>
                ) : (
                  <Badge color="green" variant="light">
                    Enabled
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <EndpointActions endpoint={e} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RedeliverButton({ delivery }: { delivery: WebhookDeliveryView }) {
  const redeliver = useRedeliver();
  if (delivery.attempts === 0) return null;
  return (
    <Button
      size="xs"
      variant="light"
      loading={redeliver.isPending}
      onClick={() =>
        void redeliver
          .mutateAsync(delivery.id)
          .then((d) => toast.success(`Redelivered: ${d.last_status_code ?? 'no answer'}`))
          .catch((err: unknown) => toastError(err))
      }
    >
      Redeliver
    </Button>
  );
}

const deliveryColumns = (endpoints: WebhookEndpointView[]): DataListColumn<WebhookDeliveryView>[] => [
  {
    accessor: 'created_at',
    title: 'Created',
    sortable: true,
    noWrap: true,
    render: (d) => formatMoment(d.created_at, { seconds: true }),
  },
  {
    accessor: 'event_type',
    title: 'Event',
    render: (d) => (d.event_type === 'webhook.test' ? 'Test event' : label(d.event_type)),
  },
  {
    accessor: 'endpoint_id',
    title: 'Endpoint',
    render: (d) => endpoints.find((e) => e.id === d.endpoint_id)?.url ?? '—',
  },
  {
    accessor: 'status',
    title: 'Status',
    render: (d) => (
      <Badge color={STATUS_COLORS[d.status]} variant="light">
        {d.status}
      </Badge>
    ),
  },
  { accessor: 'last_status_code', title: 'Response code', render: (d) => d.last_status_code ?? '—' },
  { accessor: 'attempts', title: 'Attempts', textAlign: 'right' },
  {
    accessor: 'next_attempt_at',
    title: 'Next attempt',
    render: (d) => (d.status === 'pending' && d.next_attempt_at ? formatMoment(d.next_attempt_at) : '—'),
  },
  {
    accessor: 'last_response',
    title: 'Response',
    render: (d) => (
      <Text size="xs" lineClamp={2} title={d.last_response ?? ''}>
        {d.last_response ?? '—'}
      </Text>
    ),
  },
  {
    accessor: 'actions',
    title: '',
    render: (d) => (
      <Group gap={4} wrap="nowrap">
        <DeliveryAttempts delivery={d} />
        <RedeliverButton delivery={d} />
      </Group>
    ),
  },
];

export function WebhooksTab() {
  const endpoints = useEndpoints();
  const list = useDeliveriesList();
  const rows = endpoints.data?.data ?? [];
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={3}>Endpoints</Title>
        <AddEndpointDialog />
      </Group>
      <EndpointsTable endpoints={rows} />
      <Title order={3}>Delivery log</Title>
      <DataList
        list={list}
        columns={deliveryColumns(rows)}
        tableName="webhook-deliveries"
        noun="deliveries"
        filters={
          <>
            <SelectFilter
              list={list}
              name="endpoint_id"
              label="Endpoint"
              data={rows.map((e) => ({ value: e.id, label: e.url }))}
            />
            <SelectFilter list={list} name="status" label="Status" data={DELIVERY_STATUSES} />
          </>
        }
      />
      <SignatureRecipe />
    </Stack>
  );
}
