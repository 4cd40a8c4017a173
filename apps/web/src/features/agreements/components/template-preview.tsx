import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TemplateKind, TemplatePreviewView } from '@app/domain';
import { toastError } from '../../../lib/notify';
import { previewTemplate } from '../api/templates';
import { WorkerAssignmentPickers } from './worker-assignment-pickers';

/**
 * The text as a document would read: merged with a chosen worker's (and assignment's) values, or with sample
 * values; unknown fields named. Nothing is saved.
 */
export function TemplatePreview({ kind, body }: { kind: TemplateKind; body: string }) {
  const [who, setWho] = useState({ contractorId: '', assignmentId: '' });
  const [shown, setShown] = useState<TemplatePreviewView | null>(null);
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      setShown(
        await previewTemplate(kind, {
          body,
          contractor_id: who.contractorId || null,
          assignment_id: who.assignmentId || null,
        }),
      );
    } catch (err) {
      toastError(err);
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <WorkerAssignmentPickers
          contractorId={who.contractorId}
          assignmentId={who.assignmentId}
          onChange={setWho}
          assignmentRequired={false}
          workerLabel="Preview for (empty: sample values)"
        />
      </Group>
      <Group>
        <Button variant="light" onClick={() => void run()} loading={pending} disabled={!body.trim()}>
          Preview
        </Button>
      </Group>
      {shown && (
        <>
          {shown.unknown_fields.length > 0 && (
            <Alert color="red" variant="light" title="Unknown merge fields">
              {shown.unknown_fields.map((f) => `{{${f}}}`).join(', ')}
            </Alert>
          )}
          <Paper withBorder p="md" aria-label="Preview">
            {shown.sample && (
              <Text size="xs" c="dimmed" mb="xs">
                Sample values
              </Text>
            )}
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="template-preview">
              {shown.text}
            </Text>
          </Paper>
        </>
      )}
    </Stack>
  );
}
