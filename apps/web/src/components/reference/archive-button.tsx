import { Button, Group, Stack, Text, Modal } from '@mantine/core';
import { useState } from 'react';
import { toastError, toast } from '../../lib/notify';

interface Props {
  /** "work location", "job": named in the question. */
  noun: string;
  name: string;
  active: boolean;
  onChange: (active: boolean) => Promise<unknown>;
}

/**
 * Archive (active=false) instead of delete: rows stay for the assignments and invoices that name
 * them. Archiving asks first; restoring does not (nothing is lost either way).
 */
export function ArchiveButton({ noun, name, active, onChange }: Props) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const run = async (next: boolean) => {
    setPending(true);
    try {
      await onChange(next);
      toast.success(next ? `Restored ${name}` : `Archived ${name}`);
      setAsking(false);
    } catch (err) {
      toastError(err);
    } finally {
      setPending(false);
    }
  };
  if (!active) {
    return (
      <Button variant="light" loading={pending} onClick={() => void run(true)}>
        Restore
      </Button>
    );
  }
  return (
    <>
      <Button variant="light" color="red" onClick={() => setAsking(true)}>
        Archive
      </Button>
      <Modal opened={asking} onClose={() => !pending && setAsking(false)} title={`Archive this ${noun}?`} centered>
        <Stack>
          <Text>
            {name} will no longer be offered for new work. Existing records keep it, and you can restore it later.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)} disabled={pending}>
              Cancel
            </Button>
            <Button color="red" loading={pending} onClick={() => void run(false)}>
              Archive
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
