import { Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { EVENT_LABELS, EVENT_TYPES, type NotificationPreference, type NotificationView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import { formatMoment } from '../../../components/data-list/format';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { toast, toastError } from '../../../lib/notify';
import { NOTIFICATIONS, useMarkAllRead, usePreferences, useSavePreferences } from '../api/notifications';
import { NotificationItem, useOpenNotification } from '../components/notification-drawer';

const FILTER_KEYS = ['status', 'type'] as const;

function Preferences() {
  const prefs = usePreferences();
  const save = useSavePreferences();
  const change = (p: NotificationPreference, channel: 'in_app' | 'email', value: boolean) =>
    save.mutate([{ ...p, [channel]: value }], {
      onSuccess: () => toast.success('Preferences saved'),
      onError: toastError,
    });
  return (
    <Stack gap="xs" component="section" aria-labelledby="prefs-heading">
      <Title order={2} size="h4" id="prefs-heading">
        Preferences
      </Title>
      <Text size="xs" c="dimmed">
        Which events reach you, in the app and by e-mail. E-mail follows this setting for expiring documents and
        messages; the other e-mails are sent as before.
      </Text>
      <Table withTableBorder maw={520}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>In the app</Table.Th>
            <Table.Th>E-mail</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(prefs.data ?? []).map((p) => (
            <Table.Tr key={p.type}>
              <Table.Td>{EVENT_LABELS[p.type]}</Table.Td>
              {(['in_app', 'email'] as const).map((channel) => (
                <Table.Td key={channel}>
                  <Checkbox
                    aria-label={`${EVENT_LABELS[p.type]}: ${channel === 'in_app' ? 'in the app' : 'e-mail'}`}
                    checked={p[channel]}
                    disabled={save.isPending}
                    onChange={(e) => change(p, channel, e.currentTarget.checked)}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** /notifications (decision 0072): the caller's notifications, mark read (by opening) or all, preferences. */
export function NotificationsPage() {
  const list = useListQuery<NotificationView>({
    path: NOTIFICATIONS,
    filterKeys: FILTER_KEYS,
    defaultSort: '-created_at',
  });
  const markAll = useMarkAllRead();
  const open = useOpenNotification();
  const columns: DataListColumn<NotificationView>[] = [
    {
      accessor: 'title',
      title: 'Notification',
      render: (n) => <NotificationItem n={n} onOpen={(x) => void open(x)} />,
    },
    { accessor: 'actor.name', title: 'By', render: (n) => n.actor?.name ?? '—' },
    {
      accessor: 'created_at',
      title: 'Received',
      sortable: true,
      noWrap: true,
      render: (n) => formatMoment(n.created_at),
    },
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Notifications</Title>
          <Text c="dimmed" size="sm">
            What happened that needs you: time to approve, rejected time, invoices, payments and documents.
          </Text>
        </div>
        <Button
          variant="light"
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onError: toastError })}
        >
          Mark all read
        </Button>
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="notifications"
        noun="notifications"
        filters={
          <>
            <SelectFilter
              list={list}
              name="status"
              label="Status"
              placeholder="All"
              data={[
                { value: 'unread', label: 'Unread' },
                { value: 'read', label: 'Read' },
              ]}
            />
            <SelectFilter
              list={list}
              name="type"
              label="Event"
              data={EVENT_TYPES.map((t) => ({ value: t, label: EVENT_LABELS[t] }))}
            />
          </>
        }
      />
      <Preferences />
    </Stack>
  );
}
