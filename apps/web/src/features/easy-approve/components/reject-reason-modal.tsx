import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

interface Props {
  /** What is being rejected, e.g. "Casey Contractor, Mon Mar 2"; null when closed. */
  subject: string | null;
  onClose: () => void;
  onReject: (reason: string) => void;
}

/** A rejection always carries a reason: the contractor reads it to correct the entry. */
export function RejectReasonModal({ subject, onClose, onReject }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const save = () => {
    const text = reason.trim();
    if (!text) return setError('Give a reason for rejecting this entry');
    if (text.length > 500) return setError('Keep the reason under 500 characters');
    onReject(text);
    close();
  };
  return (
    <Modal opened={subject !== null} onClose={close} title="Reject entry">
      <Stack>
        <Text size="sm">{subject}</Text>
        <Textarea
          label="Reason"
          description="The contractor sees this reason."
          required
          rows={3}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" onClick={save}>
            Reject
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
