import { Alert, Button, FileInput, Group, Stack, Text, Textarea } from '@mantine/core';
import { TIMESHEET_UPLOAD_COLUMNS } from '@app/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toApiError } from '../../../lib/api/errors';
import { useCreateTimesheetUpload } from '../api/create-timesheet-upload';
import { detailMessages } from './detail-message';

const EXAMPLE = [
  TIMESHEET_UPLOAD_COLUMNS.join(','),
  'contractor@example.com,,2026-03-02,09:00,17:30,30,regular,PRJ-1,Design review',
].join('\n');

/** Step one: the file is read in the browser and sent as text; the answer is a preview (nothing written yet). */
export function UploadForm() {
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState('pasted.csv');
  const create = useCreateTimesheetUpload();
  const navigate = useNavigate();

  const readFile = async (file: File | null) => {
    create.reset();
    setCsv(file ? await file.text() : '');
    setFileName(file?.name ?? 'pasted.csv');
  };
  const preview = () =>
    create.mutate({ csv, file_name: fileName }, { onSuccess: (u) => void navigate(`/timesheet_uploads/${u.id}`) });
  const error = create.isError ? toApiError(create.error) : null;

  return (
    <Stack>
      <Text size="sm">
        One shift per row. Columns: <code>{TIMESHEET_UPLOAD_COLUMNS.join(', ')}</code>. Name the contractor by e-mail or
        the assignment by its id; dates as YYYY-MM-DD, times as 24-hour HH:MM (an end before the start is the next day),
        the break in minutes.
      </Text>
      <FileInput
        label="CSV file"
        accept=".csv,text/csv"
        placeholder="Choose a file"
        onChange={(f) => void readFile(f)}
        clearable
      />
      <Textarea
        label="Or paste the CSV"
        rows={5}
        placeholder={EXAMPLE}
        value={csv}
        error={error?.statusCode === 422 ? detailMessages(error) : undefined}
        onChange={(e) => {
          create.reset();
          setCsv(e.currentTarget.value);
        }}
      />
      {error && error.statusCode !== 422 && !error.silent && (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={preview} loading={create.isPending} disabled={!csv.trim()}>
          Preview
        </Button>
      </Group>
    </Stack>
  );
}
