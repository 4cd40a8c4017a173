import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { ACCOUNTING_PROVIDER_NAMES, ACCOUNTING_PROVIDERS, type AccountingProviderKey } from '@app/domain';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { formatMoment } from '../../../components/data-list/format';
import { toast, toastError } from '../../../lib/notify';
import { useConnection, useExportNow, useNightlyExport, useSyncAccounts } from '../api/accounting';
import { ExportLog } from '../components/export-log';
import { LoadError, Loading } from '../components/load-states';

const STATUS = {
  connected: { label: 'Connected', color: 'green' },
  not_connected: { label: 'Not connected', color: 'gray' },
  needs_reconnect: { label: 'Needs reconnecting', color: 'orange' },
} as const;

/**
 * /integrations/{id} (decision 0091): an accounting connection — its company, who connected it, the last
 * sync, the counts of accounts, mappings and exports — with Sync accounts, Export now, links to the chart
 * and the mappings, the nightly export switch (decision 0105), and the export log. Checkr's page is the
 * Checkr tab of Screenings.
 */
export function IntegrationDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const connectionId = params.get('connection_id');
  const connection = useConnection(connectionId);
  const sync = useSyncAccounts();
  const exportNow = useExportNow();
  const nightly = useNightlyExport();
  if (id === 'checkr') return <Navigate to="/screenings?tab=checkr" replace />;
  if (!(ACCOUNTING_PROVIDERS as readonly string[]).includes(id))
    return (
      <Alert color="red" variant="light" title="No such integration">
        There is no integration {id}.
      </Alert>
    );
  const name = ACCOUNTING_PROVIDER_NAMES[id as AccountingProviderKey];

  let content;
  if (!connectionId)
    content = (
      <Alert variant="light" color="gray" title={`${name} is not connected`}>
        Connect it from{' '}
        <Anchor component={Link} to="/integrations">
          Integrations
        </Anchor>
        .
      </Alert>
    );
  else if (connection.isPending) content = <Loading what="the connection" />;
  else if (connection.isError) content = <LoadError error={connection.error} what="the connection" />;
  else {
    const c = connection.data;
    const live = c.status === 'connected';
    const q = `connection_id=${c.id}`;
    const run = async <T,>(what: Promise<T>, ok: (t: T) => string) => {
      try {
        toast.success(ok(await what));
      } catch (err) {
        toastError(err);
      }
    };
    content = (
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Stack gap="sm">
            <Group gap="sm">
              <Text fw={600}>{c.partner.name}</Text>
              <Badge color={STATUS[c.status].color} variant="light">
                {STATUS[c.status].label}
              </Badge>
            </Group>
            {c.company_name && (
              <Text size="sm">
                Company {c.company_name} ({c.company_ref}), connected {formatMoment(c.connected_at)}
                {c.connected_by ? ` by ${c.connected_by.name}` : ''}.
              </Text>
            )}
            <Text size="sm">Last sync: {c.last_sync_at ? formatMoment(c.last_sync_at) : 'never'}</Text>
            {c.last_error && (
              <Alert color="red" variant="light" title="Last error">
                {c.last_error}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 2, sm: 5 }}>
              <Stat label="Accounts" value={c.account_count} />
              <Stat label="Mapped" value={`${c.mapped_count} of 10`} />
              <Stat label="Exported" value={c.export_counts.exported} />
              <Stat label="Pending" value={c.export_counts.pending} />
              <Stat label="Failed" value={c.export_counts.failed} />
            </SimpleGrid>
            <Group gap="sm">
              <Button
                variant="light"
                disabled={!live}
                loading={sync.isPending}
                onClick={() => void run(sync.mutateAsync(c.id), (v) => `Synced ${v.account_count} accounts`)}
              >
                Sync accounts
              </Button>
              <Button
                disabled={!live}
                loading={exportNow.isPending}
                onClick={() =>
                  void run(
                    exportNow.mutateAsync(c.id),
                    (r) =>
                      `Export done: ${r.exported} exported, ${r.failed} failed${r.retrying ? `, ${r.retrying} to retry` : ''}`,
                  )
                }
              >
                Export now
              </Button>
              <Anchor component={Link} to={`/accounting_accounts?${q}`}>
                Chart of accounts
              </Anchor>
              <Anchor component={Link} to={`/accounting_mappings?${q}`}>
                Mappings
              </Anchor>
            </Group>
            <Switch
              label="Export new records every night"
              description="Invoices, payments, payroll runs and distributions not yet exported are sent at 02:00 UTC"
              checked={c.nightly_export}
              disabled={nightly.isPending}
              onChange={(e) =>
                void run(nightly.mutateAsync({ id: c.id, on: e.currentTarget.checked }), (v) =>
                  v.nightly_export ? 'New records will be exported every night' : 'Nightly export turned off',
                )
              }
            />
          </Stack>
        </Paper>
        <Title order={2} size="h3">
          Export log
        </Title>
        <ExportLog />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>{name}</Title>
      {content}
      <Anchor component={Link} to="/integrations">
        Back to Integrations
      </Anchor>
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} aria-label={label}>
        {value}
      </Text>
    </Stack>
  );
}
