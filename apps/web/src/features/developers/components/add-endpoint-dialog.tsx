import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { API_EVENT_LABELS, API_EVENT_TYPES, type ApiEventType, type WebhookEndpointCreated } from '@app/domain';
import { toastError } from '../../../lib/notify';
import { useCreateEndpoint } from '../api/developers';
import { ShownOnce } from './shown-once';

/** Add a webhook endpoint: its URL and the events it receives; then its signing secret, once. */
export function AddEndpointDialog() {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<ApiEventType[]>([]);
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  const create = useCreateEndpoint();
  const close = () => {
    setOpen(false);
    setUrl('');
    setDescription('');
    setEvents([]);
    setCreated(null);
  };
  const submit = async () => {
    try {
      setCreated(await create.mutateAsync({ url, description, event_types: events }));
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add endpoint</Button>
      <Modal opened={open} onClose={close} title={created ? 'Signing secret' : 'Add endpoint'} size="lg" centered>
        {created ? (
          <Stack>
            <ShownOnce label="signing secret" value={created.secret} />
            <Group justify="flex-end">
              <Button onClick={close}>Done</Button>
            </Group>
          </Stack>
        ) : (
          <Stack>
            <TextInput
              label="URL"
              required
              placeholder="https://example.com/webhooks"
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
            />
            <TextInput
              label="Description"
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
            />
            <Checkbox.Group label="Events" value={events} onChange={(v) => setEvents(v as ApiEventType[])}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                {API_EVENT_TYPES.map((t) => (
                  <Checkbox key={t} value={t} label={API_EVENT_LABELS[t]} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                loading={create.isPending}
                disabled={!url.trim() || events.length === 0}
                onClick={() => void submit()}
              >
                Add
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
