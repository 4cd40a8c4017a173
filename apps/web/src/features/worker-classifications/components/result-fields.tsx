import { Group, Radio, Textarea } from '@mantine/core';
import { WORKER_CLASSIFICATION_RESULTS, type WorkerClassificationResult } from '@app/domain';
import { RESULT_LABELS } from './classification-labels';

export function ResultFields({
  result,
  notes,
  onResult,
  onNotes,
  resultError,
  notesError,
}: {
  result: WorkerClassificationResult | '';
  notes: string;
  onResult: (r: WorkerClassificationResult) => void;
  onNotes: (n: string) => void;
  resultError: string | null;
  notesError: string | null;
}) {
  return (
    <>
      <Radio.Group
        label="Result"
        description="How this worker is classified"
        required
        value={result || null}
        onChange={(next) => onResult(next as WorkerClassificationResult)}
        error={resultError}
      >
        <Group mt={4}>
          {WORKER_CLASSIFICATION_RESULTS.map((r) => (
            <Radio key={r} value={r} label={RESULT_LABELS[r]} />
          ))}
        </Group>
      </Radio.Group>
      <Textarea
        label="Notes"
        description="Required when the result differs from the recommendation"
        rows={3}
        value={notes}
        onChange={(e) => onNotes(e.currentTarget.value)}
        error={notesError}
      />
    </>
  );
}
