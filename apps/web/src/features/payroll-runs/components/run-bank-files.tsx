import { Loader, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { hasCapability, type AccessSubject, type PayrollFileView, type PayrollRunDetail } from '@app/domain';
import { formatMoment } from '../../../components/data-list/format';
import { DownloadButton } from '../../../components/download-button';
import { downloadRunFile, useRunFiles } from '../api/get-run-files';
import { issuesPaychecks, moneyIn, plural } from '../lib/payroll-format';

/**
 * Who sees a run's bank files (decision 0066): they carry full account numbers, so section 6's sensitive
 * roles of platform staff, or of a self-employer partner for its own runs — the API's `payroll_files`.
 */
export const readsBankFiles = (s: AccessSubject) => hasCapability(s, 'payroll_files');

/** What a file holds: "3 credits", or "2 credits, 1 prenote" when it prenotes new accounts (decision 0067). */
function entriesText(f: PayrollFileView): string {
  const entries = plural(f.entry_count - f.prenote_count, f.direction === 'debit' ? 'debit' : 'credit');
  return f.prenote_count > 0 ? `${entries}, ${plural(f.prenote_count, 'prenote')}` : entries;
}

/**
 * "Bank files" on the run page: each file processing wrote — the NACHA direct deposits, the CPA-005 ones,
 * a self-funded run's funding debit — with its entries, total, when it was written and sent to the bank, and
 * a download of the file as the bank received it. Nothing for a run not approved yet, or for a reader who
 * may not see them.
 */
export function RunBankFiles({
  run,
  subject,
}: {
  run: Pick<PayrollRunDetail, 'id' | 'status'>;
  subject: AccessSubject | null;
}) {
  if (!subject || !readsBankFiles(subject) || !issuesPaychecks(run.status)) return null;
  return <BankFilesSection runId={run.id} runStatus={run.status} />;
}

function BankFilesSection({ runId, runStatus }: { runId: string; runStatus: string }) {
  const query = useRunFiles(runId, runStatus);
  if (query.isPending) return <Loader size="sm" role="status" aria-label="Loading the bank files" />;
  if (query.isError) return null;
  const files = query.data;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="run-bank-files-title">
      <Title order={2} size="h4" id="run-bank-files-title" mb="sm">
        Bank files
      </Title>
      {files.length === 0 ? (
        <Text size="sm" role="status">
          No bank file yet: processing writes them once the transfers are issued.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>File</Table.Th>
                <Table.Th>Entries</Table.Th>
                <Table.Th>Total</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Sent to the bank</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Download</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.map((f) => (
                <Table.Tr key={f.id}>
                  <Table.Td>{f.label}</Table.Td>
                  <Table.Td>{entriesText(f)}</Table.Td>
                  <Table.Td>{moneyIn(f.total, f.currency)}</Table.Td>
                  <Table.Td>{formatMoment(f.created_at)}</Table.Td>
                  <Table.Td>{f.submitted_at ? formatMoment(f.submitted_at) : 'Not yet'}</Table.Td>
                  <Table.Td>
                    <DownloadButton label={`Download ${f.label}`} download={() => downloadRunFile(runId, f)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
