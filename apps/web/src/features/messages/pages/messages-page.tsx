import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MessageThreadView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { formatMoment } from '../../../components/data-list/format';
import { useInbox, useMessagesUnread } from '../api/messages';
import { NewMessageModal } from '../components/new-message-modal';

const columns: DataListColumn<MessageThreadView>[] = [
  {
    accessor: 'subject',
    title: 'Conversation',
    render: (t) => (
      <Stack gap={2}>
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={`/messages/${t.id}`} size="sm" fw={t.unread > 0 ? 700 : 500}>
            {t.subject}
          </Anchor>
          {t.unread > 0 && (
            <Badge color="red" size="sm" circle={t.unread < 10} aria-label={`${t.unread} unread`}>
              {t.unread}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {t.last_message.author ? `${t.last_message.author.name}: ` : ''}
          {t.last_message.excerpt}
        </Text>
      </Stack>
    ),
  },
  {
    accessor: 'participants',
    title: 'With',
    render: (t) => (
      <Text size="sm" lineClamp={2}>
        {t.participants.map((u) => u.name).join(', ') || '—'}
      </Text>
    ),
  },
  { accessor: 'message_count', title: 'Messages', textAlign: 'right', noWrap: true },
  {
    accessor: 'last_message_at',
    title: 'Latest',
    sortable: true,
    noWrap: true,
    render: (t) => formatMoment(t.last_message.created_at),
  },
];

function UnreadSummary() {
  const unread = useMessagesUnread().data;
  if (!unread) return null;
  return (
    <Text size="sm" c={unread.unread ? undefined : 'dimmed'} data-testid="messages-unread">
      {unread.unread === 0
        ? 'No unread messages'
        : `${unread.unread} unread ${unread.unread === 1 ? 'message' : 'messages'} in ${unread.threads} ${unread.threads === 1 ? 'conversation' : 'conversations'}`}
    </Text>
  );
}

/** /messages (decision 0074): the caller's conversations, unread first to the eye, newest activity first. */
export function MessagesPage() {
  const list = useInbox();
  const [composing, setComposing] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Messages</Title>
          <Text c="dimmed" size="sm">
            Conversations with the people you work with. Each new message is also e-mailed to the others.
          </Text>
          <UnreadSummary />
        </div>
        <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setComposing(true)}>
          New message
        </Button>
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="messages"
        noun="messages"
        filters={
          <>
            <TextFilter list={list} name="q" label="Subject" search />
            <SelectFilter
              list={list}
              name="status"
              label="Show"
              placeholder="All"
              data={[{ value: 'unread', label: 'Unread' }]}
            />
          </>
        }
      />
      <NewMessageModal opened={composing} onClose={() => setComposing(false)} />
    </Stack>
  );
}
