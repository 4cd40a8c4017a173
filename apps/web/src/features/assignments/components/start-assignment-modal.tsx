import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import type { AssignmentRow } from '../api/assignment-types';
import { useStartAssignment } from '../api/start-assignment';

/** Each reason the server gave (a 422's detail items), else its one message. */
function reasonsOf(err: unknown): string[] {
  const e = toApiError(err);
  const detail = (e.data as { detail?: unknown } | undefined)?.detail;
  if (Array.isArray(detail)) {
    const msgs = detail.flatMap((d) =>
      typeof d === 'object' && d !== null && typeof (d as { msg?: unknown }).msg === 'string'
        ? [(d as { msg: string }).msg]
        : [],
    );
    if (msgs.length > 0) return msgs;
  }
  return [e.message];
}

/**
 * Start a pending assignment (pending → live), asked first. The server refuses while a screening the
 * client or job requires is missing or not approved, or a required license is missing or lapsed: each
 * reason is listed here, as the server words it, and the assignment stays pending.
 */
export function StartAssignmentModal({
  assignment: a,
  opened,
  onClose,
}: {
  assignment: AssignmentRow;
  opened: boolean;
  onClose: () => void;
}) {
  const start = useStartAssignment(a.id);
  const [reasons, setReasons] = useState<string[]>([]);
  const close = () => {
    if (start.isPending) return;
    setReasons([]);
    onClose();
  };
  const run = async () => {
    setReasons([]);
    try {
      await start.mutateAsync();
    } catch (err) {
      setReasons(reasonsOf(err));
      return;
    }
    toast.success('Assignment started');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Start assignment?" centered size="lg">
      <Stack>
        <Text>
          Start {a.contractor.name}&apos;s assignment at {a.client.name}? The screenings and licenses the client
          requires are checked first.
        </Text>
        {reasons.length > 0 && (
          <Alert color="red" variant="light" role="alert" title="The assignment cannot start yet">
            <List size="sm" spacing={4}>
              {reasons.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={start.isPending}>
            {reasons.length > 0 ? 'Close' : 'Cancel'}
          </Button>
          <Button loading={start.isPending} onClick={() => void run()}>
            Start assignment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
