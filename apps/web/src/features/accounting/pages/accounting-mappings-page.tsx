import { Alert, Anchor, Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AccountKind } from '@app/domain';
import { toast, toastError } from '../../../lib/notify';
import { useActiveAccounts, useConnection, useMappings, useSaveMappings } from '../api/accounting';
import { NoConnection } from '../components/connection-note';
import { LoadError, Loading } from '../components/load-states';

/**
 * /accounting_mappings (decision 0091): which account of the connection's chart each of our account kinds
 * posts to. A kind filled from the partner's default code says so; Save sends every kind at once.
 */
export function AccountingMappingsPage() {
  const [params] = useSearchParams();
  const connectionId = params.get('connection_id');
  const connection = useConnection(connectionId);
  const mappings = useMappings(connectionId);
  const accounts = useActiveAccounts(connectionId);
  const save = useSaveMappings();
  const [draft, setDraft] = useState<Partial<Record<AccountKind, string | null>>>({});
  useEffect(() => {
    if (mappings.data)
      setDraft(Object.fromEntries(mappings.data.data.map((m) => [m.kind, m.account?.external_id ?? null])));
  }, [mappings.data]);

  let content;
  if (!connectionId) content = <NoConnection />;
  else if (mappings.isPending || accounts.isPending) content = <Loading what="mappings" />;
  else if (mappings.isError) content = <LoadError error={mappings.error} what="mappings" />;
  else if (accounts.isError) content = <LoadError error={accounts.error} what="the chart of accounts" />;
  else if (accounts.data.total === 0)
    content = (
      <Alert variant="light" color="gray" title="No accounts yet">
        Sync the chart of accounts first, from{' '}
        <Anchor component={Link} to={`/accounting_accounts?connection_id=${connectionId}`}>
          Accounting Accounts
        </Anchor>
        .
      </Alert>
    );
  else {
    const options = accounts.data.data.map((a) => ({
      value: a.external_id,
      label: a.code ? `${a.code} · ${a.name}` : a.name,
    }));
    const submit = async () => {
      try {
        await save.mutateAsync({
          connection_id: connectionId,
          mappings: mappings.data.data.map((m) => ({ kind: m.kind, external_id: draft[m.kind] ?? null })),
        });
        toast.success('Mappings saved');
      } catch (err) {
        toastError(err);
      }
    };
    content = (
      <Stack gap="md">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Our account</Table.Th>
              <Table.Th>Account in {connection.data?.company_name ?? 'the provider'}</Table.Th>
              <Table.Th>Source</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mappings.data.data.map((m) => (
              <Table.Tr key={m.kind}>
                <Table.Td>{m.label}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={m.label}
                    placeholder="Not mapped"
                    data={options}
                    searchable
                    clearable
                    value={draft[m.kind] ?? null}
                    onChange={(v) => setDraft((d) => ({ ...d, [m.kind]: v }))}
                    nothingFoundMessage="None found"
                  />
                </Table.Td>
                <Table.Td>
                  {m.source === 'none' ? (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  ) : (
                    <Badge variant="light" color={m.source === 'default' ? 'blue' : 'green'}>
                      {m.source === 'default' ? 'From default code' : 'Mapped'}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button loading={save.isPending} onClick={() => void submit()}>
            Save mappings
          </Button>
        </Group>
      </Stack>
    );
  }
  const c = connection.data;
  return (
    <Stack gap="lg">
      <Title order={1}>Accounting Mappings</Title>
      {c && (
        <Anchor component={Link} to={`/integrations/${c.provider}?connection_id=${c.id}`}>
          Back to {c.company_name ?? 'the integration'}
        </Anchor>
      )}
      {content}
    </Stack>
  );
}
