import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { FormDetail, FormRecipient } from '@app/domain';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast, toastError } from '../../../lib/notify';
import { useFormActions, useRecipients } from '../api/forms';

const KIND = { contractor: 'Contractor', client: 'Client user' } as const;

/** Assign: search the contractors and client users the form may go to, tick them, and send it (each is e-mailed). */
export function AssignModal({ form, onClose }: { form: FormDetail; onClose: () => void }) {
  useReturnFocus();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const options = useRecipients(form.id, debounced, true);
  const [picked, setPicked] = useState<Map<string, FormRecipient>>(new Map());
  const { assign } = useFormActions(form.id);
  const toggle = (r: FormRecipient, on: boolean) =>
    setPicked((old) => {
      const next = new Map(old);
      if (on) next.set(r.user_id, r);
      else next.delete(r.user_id);
      return next;
    });
  const send = async () => {
    try {
      const r = await assign.mutateAsync([...picked.keys()]);
      toast.success(
        r.already_assigned > 0
          ? `Assigned to ${r.assigned} (${r.already_assigned} had it already)`
          : `Assigned to ${r.assigned} ${r.assigned === 1 ? 'person' : 'people'}`,
      );
      onClose();
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Modal opened onClose={() => !assign.isPending && onClose()} title={`Assign ${form.title}`} size="lg">
      <Stack gap="md">
        <TextInput
          label="Find contractors and client users"
          placeholder="Name, e-mail or client"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <ScrollArea.Autosize mah={320}>
          <Stack gap="xs" role="group" aria-label="People">
            {options.isPending && <Text c="dimmed">Loading…</Text>}
            {options.data?.length === 0 && <Text c="dimmed">Nobody found</Text>}
            {options.data?.map((r) => (
              <Checkbox
                key={r.user_id}
                checked={picked.has(r.user_id)}
                onChange={(e) => toggle(r, e.currentTarget.checked)}
                label={`${r.name} (${KIND[r.kind]}, ${r.organization})`}
                description={r.email}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {picked.size} selected
          </Text>
          <Group>
            <Button variant="default" onClick={onClose} disabled={assign.isPending}>
              Cancel
            </Button>
            <Button onClick={() => void send()} disabled={picked.size === 0} loading={assign.isPending}>
              Assign
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
