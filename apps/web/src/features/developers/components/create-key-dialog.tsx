import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { API_SCOPE_GROUPS, API_SCOPE_GROUP_NAMES, type ApiKeyCreated, type ApiScope } from '@app/domain';
import { toastError } from '../../../lib/notify';
import { useCreateApiKey } from '../api/developers';
import { ShownOnce } from './shown-once';

/** Create an API key: a name and its scopes (read and write per group); then the key, once. */
export function CreateKeyDialog() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const create = useCreateApiKey();
  const close = () => {
    setOpen(false);
    setName('');
    setScopes([]);
    setCreated(null);
  };
  const submit = async () => {
    try {
      setCreated(await create.mutateAsync({ name, scopes }));
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Create API key</Button>
      <Modal opened={open} onClose={close} title={created ? 'Your new API key' : 'Create API key'} size="lg" centered>
        {created ? (
          <Stack>
            <ShownOnce label="API key" value={created.key} />
            <Group justify="flex-end">
              <Button onClick={close}>Done</Button>
            </Group>
          </Stack>
        ) : (
          <Stack>
            <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <Checkbox.Group label="Scopes" value={scopes} onChange={(v) => setScopes(v as ApiScope[])}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                {API_SCOPE_GROUP_NAMES.map((g) => (
                  <Stack key={g} gap={4}>
                    <Text size="sm" fw={500}>
                      {API_SCOPE_GROUPS[g].label}
                    </Text>
                    <Group gap="md">
                      <Checkbox value={`${g}:read`} label="Read" aria-label={`${API_SCOPE_GROUPS[g].label}: read`} />
                      <Checkbox value={`${g}:write`} label="Write" aria-label={`${API_SCOPE_GROUPS[g].label}: write`} />
                    </Group>
                  </Stack>
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Text size="xs" c="dimmed">
              A key acts as you: it can never do more than you can, and only within its scopes.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                loading={create.isPending}
                disabled={!name.trim() || scopes.length === 0}
                onClick={() => void submit()}
              >
                Create
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
