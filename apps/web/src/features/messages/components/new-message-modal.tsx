import { Button, Group, Modal, MultiSelect, Stack, Textarea, TextInput, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_MAX_RECIPIENTS,
  MESSAGE_SUBJECT_MAX_LENGTH,
  messageThreadCreateSchema,
  type MessageUser,
} from '@app/domain';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useRecipients, useStartThread } from '../api/messages';

/** "Paula Partner · Acme Staffing": who the recipient is and where from. */
export const recipientLabel = (u: MessageUser) => (u.organization ? `${u.name} · ${u.organization}` : u.name);

/**
 * A new thread: the recipients (only users the caller may write to are offered — the server searches
 * them by name or organization), a subject and the first message. Sent, it opens the thread.
 */
export function NewMessageModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useRecipients(debounced, opened);
  const [chosen, setChosen] = useState<ComboboxItem[]>([]);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const start = useStartThread();

  const data = useMemo(() => {
    const all = new Map<string, ComboboxItem>(chosen.map((c) => [c.value, c]));
    for (const u of found.data ?? []) all.set(u.id, { value: u.id, label: recipientLabel(u) });
    return [...all.values()];
  }, [found.data, chosen]);

  const close = () => {
    setChosen([]);
    setSubject('');
    setBody('');
    setErrors({});
    setSearch('');
    onClose();
  };

  const send = async () => {
    const input = { recipient_ids: chosen.map((c) => c.value), subject, body };
    const parsed = messageThreadCreateSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const thread = await start.mutateAsync(parsed.data);
      toast.success('Message sent');
      close();
      void navigate(`/messages/${thread.id}`);
    } catch (err) {
      const e = toApiError(err);
      if (!e.silent) setErrors({ form: e.message });
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="New message" size="lg">
      <Stack gap="sm">
        <MultiSelect
          label="To"
          placeholder={chosen.length ? undefined : 'Search by name or organization'}
          data={data}
          value={chosen.map((c) => c.value)}
          onChange={(values) => setChosen(values.map((v) => data.find((d) => d.value === v)!).filter(Boolean))}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          maxValues={MESSAGE_MAX_RECIPIENTS}
          nothingFoundMessage={found.isFetching ? 'Searching…' : 'No one you may write to'}
          error={errors.recipient_ids}
          required
        />
        <TextInput
          label="Subject"
          value={subject}
          maxLength={MESSAGE_SUBJECT_MAX_LENGTH}
          onChange={(e) => setSubject(e.currentTarget.value)}
          error={errors.subject}
          required
        />
        <Textarea
          label="Message"
          value={body}
          rows={5}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={errors.body ?? errors.form}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button loading={start.isPending} onClick={() => void send()}>
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
