import { Alert, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PayrollRunDetail } from '@app/domain';
import type { ReactNode } from 'react';
import { useRunFunding } from '../api/get-run-funding';
import { issuesPaychecks, moneyIn, returnCodeText } from '../lib/payroll-format';
import { FundingCollection, isRecovered, useVerifiedCollection } from './funding-collection';
import { TransferStatusBadge } from './transfer-status';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

const WAITING = 'The bank has not settled the debit yet: no one is paid until it does.';

/**
 * A self-funded run's funding (decision 0051): the ACH debit from the employer's payroll bank account that
 * pays for the run before any transfer goes — its amount, the account's last four, its status, and when the
 * bank returned it, the return code and why the run stopped — or, returned after the workers were paid, what is
 * owed and how it was collected (decision 0113). Nothing for a run the platform funds, or one not approved yet
 * (the debit is written when processing starts).
 */
export function RunFunding({ run }: { run: Pick<PayrollRunDetail, 'id' | 'funding' | 'status'> }) {
  const shown = run.funding === 'self_funded' && issuesPaychecks(run.status);
  if (!shown) return null;
  return <FundingSection runId={run.id} processing={run.status === 'processing'} />;
}

function FundingSection({ runId, processing }: { runId: string; processing: boolean }) {
  const query = useRunFunding(runId, processing);
  useVerifiedCollection(runId);
  if (query.isPending) return <Loader size="sm" role="status" aria-label="Loading the funding debit" />;
  // A reader the API does not show the funding to sees the rest of the run as before.
  if (query.isError) return null;
  const debit = query.data.debit;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="run-funding-title">
      <Title order={2} size="h4" id="run-funding-title" mb="sm">
        Funding debit
      </Title>
      {!debit ? (
        <Text size="sm" role="status">
          {processing
            ? 'No debit yet: it is taken from the primary payroll bank account before anyone is paid.'
            : 'No funding debit was taken for this run.'}
        </Text>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure label="Amount">
              <Text fw={600}>{moneyIn(debit.amount, debit.currency)}</Text>
            </Figure>
            <Figure label="Account">
              <Text>{debit.account_masked}</Text>
            </Figure>
            <Figure label="Status">
              <div>
                <TransferStatusBadge status={debit.status} />
              </div>
            </Figure>
          </SimpleGrid>
          {debit.status === 'processing' && (
            <Text size="sm" c="dimmed">
              {WAITING}
            </Text>
          )}
          {debit.status === 'failed' && (
            <>
              {/* Collected again or settled, nothing is owed: the reason says so, without the alarm. */}
              <Alert color={isRecovered(debit) ? 'gray' : 'red'} variant="light" title="The funding debit was returned">
                <Stack gap={4}>
                  {debit.return_code && <Text size="sm">Return code {returnCodeText(debit.return_code)}</Text>}
                  {debit.reason && <Text size="sm">{debit.reason}</Text>}
                </Stack>
              </Alert>
              <FundingCollection runId={runId} debit={debit} />
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
}
