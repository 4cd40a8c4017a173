import { Alert, Button, FileInput, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { GSA_CSV_HEADER, type GsaImportResult } from '@app/domain';
import { useState } from 'react';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useImportGsaRates } from '../api/import-gsa-rates';

/**
 * CSV import in two steps: a preview with every row's errors (nothing written), then the import,
 * of all rows, or of the valid ones only once the user has seen which rows will be skipped.
 */
export function GsaImport({ onDone }: { onDone: () => void }) {
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<GsaImportResult | null>(null);
  const run = useImportGsaRates();

  const readFile = async (file: File | null) => {
    setPreview(null);
    setCsv(file ? await file.text() : '');
  };
  const check = () => run.mutate({ csv, dry_run: true, only_valid: false }, { onSuccess: setPreview });
  const commit = () =>
    run.mutate(
      { csv, dry_run: false, only_valid: (preview?.invalid ?? 0) > 0 },
      {
        onSuccess: (r) => {
          toast.success(`Imported ${r.imported} GSA rate${r.imported === 1 ? '' : 's'}`);
          onDone();
        },
      },
    );

  return (
    <Stack>
      <Text size="sm">
        Columns: <code>{GSA_CSV_HEADER.join(',')}</code>
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
        rows={6}
        value={csv}
        onChange={(e) => {
          setCsv(e.currentTarget.value);
          setPreview(null);
        }}
      />
      {run.isError && (
        <Alert color="red" variant="light" role="alert">
          {toApiError(run.error).message}
        </Alert>
      )}
      {preview && <ImportPreview result={preview} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        {!preview ? (
          <Button onClick={check} loading={run.isPending} disabled={!csv.trim()}>
            Preview
          </Button>
        ) : (
          <Button onClick={commit} loading={run.isPending} disabled={preview.valid === 0 || preview.errors.length > 0}>
            {preview.invalid > 0
              ? `Import ${preview.valid} valid rows, skip ${preview.invalid}`
              : `Import ${preview.valid} rows`}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function ImportPreview({ result }: { result: GsaImportResult }) {
  if (result.errors.length > 0)
    return (
      <Alert color="red" variant="light" role="alert" title="The file cannot be imported">
        {result.errors.join(' ')}
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Text fw={500}>
        {result.valid} valid, {result.invalid} with errors
      </Text>
      <Table.ScrollContainer minWidth={700} mah={360}>
        <Table aria-label="Import preview" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Destination</Table.Th>
              <Table.Th>Lodging</Table.Th>
              <Table.Th>M&amp;IE</Table.Th>
              <Table.Th>Errors</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.rows.map((r) => (
              <Table.Tr key={r.line}>
                <Table.Td>{r.line}</Table.Td>
                <Table.Td>{r.values.state}</Table.Td>
                <Table.Td>{r.values.destination}</Table.Td>
                <Table.Td>{r.values.lodging}</Table.Td>
                <Table.Td>{r.values.meals_and_incidentals}</Table.Td>
                <Table.Td c={r.errors.length ? 'red.8' : undefined}>
                  {r.errors.length ? r.errors.map((e) => `${e.field ? `${e.field}: ` : ''}${e.msg}`).join('; ') : 'OK'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
