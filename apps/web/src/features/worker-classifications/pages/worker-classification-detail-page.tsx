import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import {
  CLASSIFICATION_QUESTIONS,
  workerClassificationUpdateSchema,
  type WorkerClassificationResult,
  type WorkerClassificationView,
} from '@app/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from '../../../lib/notify';
import { FormError } from '../../../components/forms/form-error';
import { BackLink, DetailGate, Field } from '../../../components/reference/detail-parts';
import { checkWith, useResourceForm } from '../../../components/reference/use-resource-form';
import { useWorkerClassification } from '../api/get-worker-classification';
import { useUpdateWorkerClassification } from '../api/update-worker-classification';
import { RESULT_LABELS } from '../components/classification-labels';
import { RecommendationCard } from '../components/recommendation-card';
import { ResultFields } from '../components/result-fields';
import { formatMoment } from '../../../components/data-list/format';

/** Result and notes change here; answers are the record of what was asked at the time. */
function EditResult({ row, onDone }: { row: WorkerClassificationView; onDone: () => void }) {
  const update = useUpdateWorkerClassification(row.id);
  const form = useResourceForm({
    initial: () => ({ result: row.result as WorkerClassificationResult | '', notes: row.notes ?? '' }),
    // Answers travel with the result (the override rule reads both), unchanged.
    check: (v) =>
      checkWith(workerClassificationUpdateSchema, { answers: row.answers, result: v.result, notes: v.notes || null }),
    fieldKeys: ['result', 'notes'],
    save: async (body) => {
      await update.mutateAsync(body);
      toast.success();
      onDone();
    },
  });
  return (
    <form onSubmit={form.submit} noValidate aria-label="Change result">
      <Stack>
        <FormError message={form.error} />
        <ResultFields
          result={form.values.result}
          notes={form.values.notes}
          onResult={(r) => form.set('result', r)}
          onNotes={(n) => form.set('notes', n)}
          resultError={form.fieldError('result')}
          notesError={form.fieldError('notes')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={form.pending}>
            Cancel
          </Button>
          <Button type="submit" loading={form.pending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Answers({ row }: { row: WorkerClassificationView }) {
  return (
    <Table striped withTableBorder aria-label="Answers">
      <Table.Tbody>
        {CLASSIFICATION_QUESTIONS.map((q) => (
          <Table.Tr key={q.key}>
            <Table.Td>{q.text}</Table.Td>
            <Table.Td w={60}>{row.answers[q.key] ? 'Yes' : 'No'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** /worker_classifications/:id: one recorded assessment. */
export function WorkerClassificationDetailPage() {
  const { id = '' } = useParams();
  const query = useWorkerClassification(id);
  const [editing, setEditing] = useState(false);
  return (
    <DetailGate query={query} noun="worker classification">
      {(row) => (
        <Stack gap="lg" maw={900}>
          <BackLink to="/worker_classifications" label="Worker Classifications" />
          <Group justify="space-between">
            <Title order={1}>{row.worker_name}</Title>
            {!editing && (
              <Button
                variant="light"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                Change result
              </Button>
            )}
          </Group>
          <Paper withBorder p="lg">
            {editing ? (
              <EditResult row={row} onDone={() => setEditing(false)} />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                <Field label="Result">
                  <Text fw={600}>{RESULT_LABELS[row.result]}</Text>
                </Field>
                <Field label="Contractor">
                  <Text>{row.contractor?.name ?? 'Not linked'}</Text>
                </Field>
                <Field label="Notes">
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{row.notes ?? '—'}</Text>
                </Field>
                <Field label="Recorded">
                  <Text>
                    {formatMoment(row.created_at)}
                    {row.created_by ? ` by ${row.created_by.name}` : ''}
                  </Text>
                </Field>
              </SimpleGrid>
            )}
          </Paper>
          <RecommendationCard recommendation={row.recommendation} />
          <Answers row={row} />
        </Stack>
      )}
    </DetailGate>
  );
}
