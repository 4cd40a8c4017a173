import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TimesheetUploadDetail } from '@app/domain';
import { useState } from 'react';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useImportTimesheetUpload } from '../api/import-timesheet-upload';
import { detailMessages } from './detail-message';

const rowsText = (n: number) => `${n} row${n === 1 ? '' : 's'}`;

/**
 * The import: the whole file only when every row is valid; otherwise, once the user has seen which
 * rows fail, the valid ones alone. Either way it is confirmed first (it creates pending entries).
 */
export function ImportActions({ upload }: { upload: TimesheetUploadDetail }) {
  const [onlyValid, setOnlyValid] = useState<boolean | null>(null);
  const run = useImportTimesheetUpload();
  if (upload.status !== 'previewed') return null;
  const invalid = upload.invalid_rows;
  const valid = upload.valid_rows;
  const close = () => {
    if (run.isPending) return;
    run.reset();
    setOnlyValid(null);
  };
  const confirm = () =>
    run.mutate(
      { id: upload.id, only_valid: onlyValid ?? false },
      {
        onSuccess: (u) => {
          toast.success(`Imported ${rowsText(u.imported_rows)} as pending entries`);
          setOnlyValid(null);
        },
      },
    );
  const count = onlyValid ? valid : upload.total_rows;
  return (
    <Stack gap="xs">
      {invalid > 0 && (
        <Text size="sm" c="red.9">
          {rowsText(invalid)} {invalid === 1 ? 'has' : 'have'} errors. Fix the file and upload it again, or import the
          valid rows only.
        </Text>
      )}
      <Group>
        <Button disabled={invalid > 0} onClick={() => setOnlyValid(false)}>
          Import all
        </Button>
        {invalid > 0 && (
          <Button variant="light" disabled={valid === 0} onClick={() => setOnlyValid(true)}>
            Import valid rows only ({valid})
          </Button>
        )}
      </Group>
      <Modal opened={onlyValid !== null} onClose={close} title="Import timesheets">
        <Stack>
          <Text>
            Create {rowsText(count)} of {upload.file_name} as pending timesheet entries?
            {onlyValid && ` The ${rowsText(invalid)} with errors ${invalid === 1 ? 'is' : 'are'} skipped.`}
          </Text>
          {run.isError && !toApiError(run.error).silent && (
            <Alert color="red" variant="light" role="alert">
              {detailMessages(toApiError(run.error))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={run.isPending}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={run.isPending}>
              Import {rowsText(count)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
