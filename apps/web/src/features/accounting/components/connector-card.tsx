import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ConnectorView } from '@app/domain';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatMoment } from '../../../components/data-list/format';
import { toast, toastError } from '../../../lib/notify';
import { useDisconnect, useStartAccountingAuth } from '../api/accounting';

const STATUS = {
  connected: { label: 'Connected', color: 'green' },
  not_connected: { label: 'Not connected', color: 'gray' },
  needs_reconnect: { label: 'Needs reconnecting', color: 'orange' },
} as const;

const ABOUT: Record<string, string> = {
  quickbooks:
    'Journal entries of invoices, payments, payroll runs and distributions, posted to your QuickBooks Online company.',
  xero: 'The same journal entries as manual journals in your Xero organisation.',
  checkr: 'Background checks and drug tests ordered through your Checkr account.',
};

/** One connector of /integrations: its status, and Connect, Open or Disconnect (asked first). */
export function ConnectorCard({ c, partnerId }: { c: ConnectorView; partnerId: string | undefined }) {
  const start = useStartAccountingAuth();
  const disconnect = useDisconnect();
  const status = STATUS[c.status];
  const detail =
    c.kind === 'screening'
      ? '/screenings?tab=checkr'
      : `/integrations/${c.id}?${new URLSearchParams({
          ...(c.connection_id && { connection_id: c.connection_id }),
          ...(partnerId && { partner_id: partnerId }),
        }).toString()}`;
  const connect = async () => {
    if (c.kind !== 'accounting') return;
    try {
      window.location.assign(await start.mutateAsync({ provider: c.id as 'quickbooks' | 'xero', partnerId }));
    } catch (err) {
      toastError(err);
    }
  };
  const live = c.status !== 'not_connected';
  return (
    <Card withBorder padding="lg" aria-label={c.name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {c.name}
          </Title>
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {ABOUT[c.id]}
        </Text>
        {live && c.company_name && (
          <Text size="sm">
            {c.kind === 'accounting' ? 'Company' : 'Account'}: {c.company_name}
            {c.connected_at ? `, connected ${formatMoment(c.connected_at)}` : ''}
          </Text>
        )}
        {c.kind === 'accounting' && live && (
          <Text size="sm" c="dimmed">
            Last sync: {c.last_sync_at ? formatMoment(c.last_sync_at) : 'never'}
          </Text>
        )}
        <Group gap="sm">
          {c.kind === 'screening' ? (
            <Anchor component={Link} to={detail}>
              Manage in Screenings
            </Anchor>
          ) : (
            <>
              {live && (
                <Button component={Link} to={detail} variant="light">
                  Open
                </Button>
              )}
              {c.can_manage && c.status !== 'connected' && (
                <Button loading={start.isPending} onClick={() => void connect()}>
                  {c.status === 'needs_reconnect' ? 'Reconnect' : 'Connect'}
                </Button>
              )}
              {c.can_manage && live && c.connection_id && (
                <ConfirmButton
                  label="Disconnect"
                  color="red"
                  title={`Disconnect ${c.name}?`}
                  message="Nothing more is exported until it is connected again. Entries already posted stay in your books, and the export log is kept."
                  onConfirm={async () => {
                    await disconnect.mutateAsync(c.connection_id!);
                    toast.success(`${c.name} disconnected`);
                  }}
                />
              )}
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
