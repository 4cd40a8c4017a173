import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatMoment } from '../../../components/data-list/format';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import { useSession } from '../../../lib/auth/use-session';
import { toast, toastError } from '../../../lib/notify';
import { useAuthorizeCheckr, useCheckrConnection, useDisconnectCheckr } from '../api/screenings';
import { picksCheckrPartner } from '../checkr-access';

/**
 * The Checkr tab of /screenings (decision 0080): whether the partner's Checkr account is connected —
 * background checks and drug tests then go to Checkr — with Connect (to Checkr's authorize page, which
 * comes back to /integrations/complete/checkr) and Disconnect for staff and the partner's owner or manager.
 * Staff first pick the partner.
 */
export function CheckrConnection() {
  const subject = useSession()?.subject;
  const staff = subject ? picksCheckrPartner(subject) : false;
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const partners = usePartnerOptions(staff);
  const named = staff ? (partnerId ?? undefined) : undefined;
  const status = useCheckrConnection(named, !staff || partnerId !== null);
  const authorize = useAuthorizeCheckr();
  const disconnect = useDisconnectCheckr();
  const c = status.data;

  const connect = async () => {
    try {
      const { authorize_url } = await authorize.mutateAsync(named);
      window.location.assign(authorize_url);
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Checkr
        </Title>
        <Text size="sm" c="dimmed">
          A partner that connects its Checkr account orders background checks and drug tests through Checkr; its results
          arrive by Checkr&apos;s signed webhooks. Other screenings, and partners without Checkr, use the default
          provider.
        </Text>
        {staff && (
          <Select
            label="Partner"
            placeholder="Choose the partner"
            data={partners.data ?? []}
            searchable
            value={partnerId}
            onChange={setPartnerId}
            nothingFoundMessage="None found"
            maw={360}
          />
        )}
        {c && (
          <Stack gap="sm">
            <Group gap="sm">
              <Text fw={500}>{c.partner.name}</Text>
              <Badge color={c.connected ? 'green' : 'gray'} variant="light">
                {c.connected ? 'Connected to Checkr' : 'Not connected'}
              </Badge>
            </Group>
            {c.connected && (
              <Text size="sm">
                Checkr account {c.account_id}, connected {formatMoment(c.connected_at)}
                {c.connected_by ? ` by ${c.connected_by.name}` : ''}.
              </Text>
            )}
            {!c.available && (
              <Alert color="yellow" variant="light">
                Checkr is not set up on this platform.
              </Alert>
            )}
            {c.can_connect && c.available && (
              <Group gap="sm">
                {c.connected ? (
                  <ConfirmButton
                    label="Disconnect Checkr"
                    color="red"
                    title="Disconnect Checkr?"
                    message="New background checks and drug tests go to the default provider; screenings already with Checkr are no longer updated."
                    confirmLabel="Disconnect"
                    onConfirm={async () => {
                      await disconnect.mutateAsync(named);
                      toast.success('Checkr disconnected');
                    }}
                  />
                ) : (
                  <Button loading={authorize.isPending} onClick={() => void connect()}>
                    Connect Checkr
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
