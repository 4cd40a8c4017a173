import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { MESSAGE_MAX_LENGTH, messageReplySchema, type MessageThreadDetail, type MessageView } from '@app/domain';
import { formatMoment } from '../../../components/data-list/format';
import { BackLink, DetailGate } from '../../../components/reference/detail-parts';
import { toApiError } from '../../../lib/api/errors';
import { useReply, useThread } from '../api/messages';
import { recipientLabel } from '../components/new-message-modal';

function Message({ m }: { m: MessageView }) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg={m.mine ? 'var(--mantine-color-blue-light)' : undefined}
      ml={m.mine ? 'xl' : 0}
      mr={m.mine ? 0 : 'xl'}
      component="article"
      aria-label={`${m.mine ? 'You' : (m.author?.name ?? 'Someone')}, ${formatMoment(m.created_at)}`}
    >
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {m.mine ? 'You' : (m.author?.name ?? 'A former user')}
        </Text>
        <Text size="xs" c="dimmed">
          {formatMoment(m.created_at)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {m.body}
      </Text>
    </Paper>
  );
}

function ReplyBox({ thread }: { thread: MessageThreadDetail }) {
  const reply = useReply(thread.id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    const parsed = messageReplySchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write the message');
      return;
    }
    setError(null);
    try {
      await reply.mutateAsync(parsed.data);
      setBody('');
    } catch (err) {
      const e = toApiError(err);
      if (!e.silent) setError(e.message);
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label="Reply"
        placeholder="Write a reply…"
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        error={error}
      />
      <Group justify="flex-end">
        <Button loading={reply.isPending} onClick={() => void send()}>
          Send reply
        </Button>
      </Group>
    </Stack>
  );
}

/** /messages/:id (decision 0074): the conversation, oldest first, and a reply box; opening it marks it read. */
export function MessageThreadPage() {
  const { id = '' } = useParams();
  const query = useThread(id);
  return (
    <DetailGate query={query} noun="conversation">
      {(t) => (
        <Stack gap="lg" maw={860}>
          <BackLink to="/messages" label="Messages" />
          <div>
            <Title order={1}>{t.subject}</Title>
            <Group gap="xs" mt="xs">
              {t.participants.map((u) => (
                <Badge key={u.id} variant="light" color="gray" tt="none">
                  {recipientLabel(u)}
                </Badge>
              ))}
            </Group>
          </div>
          <Stack gap="sm" aria-label="Messages">
            {t.messages.map((m) => (
              <Message key={m.id} m={m} />
            ))}
          </Stack>
          <ReplyBox thread={t} />
        </Stack>
      )}
    </DetailGate>
  );
}
