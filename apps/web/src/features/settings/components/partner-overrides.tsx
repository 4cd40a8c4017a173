import { Alert, Code, Paper, Table, Text, Title } from '@mantine/core';
import { toApiError } from '../../../lib/api/errors';
import { usePartnerSettings } from '../api/partner-settings';

/** A setting's key as words (`timesheet_reminder_day` → `Timesheet reminder day`): keys are not an enum. */
const keyLabel = (key: string) => {
  const text = key.replace(/[_-]+/g, ' ');
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
};
const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** For partner owners: which platform settings their partner overrides. */
export function PartnerOverrides({ partnerId, partnerName }: { partnerId: string; partnerName: string }) {
  const settings = usePartnerSettings(partnerId);
  const overrides = Object.entries(settings.data?.overrides ?? {});
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h3" mb="sm">
        {`${partnerName} settings`}
      </Title>
      {settings.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : settings.isError ? (
        <Alert color="red" variant="light" role="alert">
          {toApiError(settings.error).message}
        </Alert>
      ) : overrides.length === 0 ? (
        <Text c="dimmed">Your partner uses the platform defaults.</Text>
      ) : (
        <Table aria-label="Partner setting overrides">
          <Table.Tbody>
            {overrides.map(([key, value]) => (
              <Table.Tr key={key}>
                <Table.Td>{keyLabel(key)}</Table.Td>
                <Table.Td>
                  <Code>{show(value)}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
