import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ApiKeyView } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { DataList } from '../../../components/data-list/data-list';
import type { DataListColumn } from '../../../components/data-list/columns';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import { formatMoment } from '../../../components/data-list/format';
import { useApiKeysList, useRevokeApiKey } from '../api/developers';
import { CreateKeyDialog } from './create-key-dialog';

const STATUS = [
  { value: 'active', label: 'Active' },
  { value: 'revoked', label: 'Revoked' },
  { value: 'all', label: 'All' },
];

function RevokeButton({ apiKey }: { apiKey: ApiKeyView }) {
  const revoke = useRevokeApiKey();
  if (apiKey.revoked_at) return <Text size="sm">Revoked {formatMoment(apiKey.revoked_at)}</Text>;
  return (
    <ConfirmButton
      label="Revoke"
      title={`Revoke ${apiKey.name}?`}
      message={`Requests with ${apiKey.prefix}… are refused from now on. This cannot be undone.`}
      color="red"
      onConfirm={() => revoke.mutateAsync(apiKey.id)}
    />
  );
}

const COLUMNS: DataListColumn<ApiKeyView>[] = [
  { accessor: 'name', title: 'Name', sortable: true },
  { accessor: 'prefix', title: 'Key', render: (k) => <Text ff="monospace" size="sm">{`${k.prefix}…`}</Text> },
  {
    accessor: 'scopes',
    title: 'Scopes',
    render: (k) => (
      <Group gap={4}>
        {k.scopes.map((s) => (
          <Badge key={s} variant="light" size="sm" tt="none">
            {s}
          </Badge>
        ))}
      </Group>
    ),
  },
  { accessor: 'owner', title: 'Owner', render: (k) => k.owner.name },
  {
    accessor: 'last_used_at',
    title: 'Last used',
    render: (k) => (k.last_used_at ? formatMoment(k.last_used_at) : 'Never'),
  },
  { accessor: 'created_at', title: 'Created', sortable: true, render: (k) => formatMoment(k.created_at) },
  { accessor: 'actions', title: '', render: (k) => <RevokeButton apiKey={k} /> },
];

export function ApiKeysTab() {
  const list = useApiKeysList();
  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Send a key as <code>Authorization: Bearer sk_…</code>. A GET needs the group&apos;s read scope, anything else
          its write scope.
        </Text>
        <CreateKeyDialog />
      </Group>
      <DataList
        list={list}
        columns={COLUMNS}
        tableName="api-keys"
        noun="API keys"
        filters={<SelectFilter list={list} name="status" label="Status" placeholder="Active" data={STATUS} />}
      />
    </Stack>
  );
}
