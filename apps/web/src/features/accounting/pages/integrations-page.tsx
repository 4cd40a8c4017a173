import { Alert, Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useIntegrations } from '../api/accounting';
import { ConnectorCard } from '../components/connector-card';
import { LoadError, Loading } from '../components/load-states';
import { PartnerPicker, partnerQuery, usePartnerChoice } from '../components/partner-picker';

/**
 * /integrations (decision 0091): the partner's connectors — QuickBooks Online and Xero for those who manage
 * accounting, Checkr for everyone who orders screenings — with their status, Connect, Open and Disconnect.
 * Staff first pick the partner.
 */
export function IntegrationsPage() {
  const choice = usePartnerChoice();
  const list = useIntegrations(choice.partnerId, choice.ready);
  const q = partnerQuery(choice.partnerId);
  const accounting = list.data?.connectors.some((c) => c.kind === 'accounting') ?? false;

  let content;
  if (!choice.ready) content = <Text c="dimmed">Choose a partner to see its integrations.</Text>;
  else if (list.isPending) content = <Loading what="integrations" />;
  else if (list.isError) content = <LoadError error={list.error} what="integrations" />;
  else
    content = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {list.data.connectors.map((c) => (
            <ConnectorCard key={c.id} c={c} partnerId={choice.partnerId} />
          ))}
        </SimpleGrid>
        {accounting ? (
          <Group gap="lg">
            <Anchor component={Link} to={`/accounting_default_configs${q ? `?${q}` : ''}`}>
              Accounting Configs (default account codes)
            </Anchor>
          </Group>
        ) : (
          <Alert variant="light" color="gray">
            Accounting connectors are managed by the partner&apos;s owner, manager, finance and admin users.
          </Alert>
        )}
      </Stack>
    );

  return (
    <Stack gap="lg">
      <Title order={1}>Integrations</Title>
      <PartnerPicker choice={choice} />
      {content}
    </Stack>
  );
}
