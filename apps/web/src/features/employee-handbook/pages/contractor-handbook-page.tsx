import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatMoment } from '../../../components/data-list/format';
import { toast } from '../../../lib/notify';
import { openMyHandbook, useAcknowledgeHandbook, useMyHandbook } from '../api/handbooks';
import { OpenFileButton } from '../../../components/open-file-button';

/**
 * /contractor/employee_handbook (decision 0076): the W-2 worker's current handbook — Open it, then
 * Acknowledge it behind a confirmation (the acknowledgement records the SHA-256 of the exact file shown).
 * Once acknowledged, when and which version; a new version asks again.
 */
export function ContractorHandbookPage() {
  const mine = useMyHandbook();
  const acknowledge = useAcknowledgeHandbook();
  const h = mine.data?.handbook ?? null;
  const ack = mine.data?.acknowledgement ?? null;
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>Employee Handbook</Title>
        <Text c="dimmed" size="sm">
          Your employer’s policies. Read the handbook and acknowledge that you received it.
        </Text>
      </div>
      {mine.isLoading ? (
        <Group>
          <Loader size="sm" role="status" aria-label="Loading" />
        </Group>
      ) : mine.isError ? (
        <Alert color="red" title="The handbook could not be loaded">
          Try again later.
        </Alert>
      ) : !h ? (
        <Text c="dimmed">No employee handbook has been published yet.</Text>
      ) : (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <div>
              <Text fw={600} size="lg">
                {h.title}
              </Text>
              <Text size="sm" c="dimmed">
                Version {h.version}, published {formatMoment(h.published_at)}
              </Text>
            </div>
            {mine.data?.previous_version !== null && !ack && (
              <Alert color="yellow" title="A new version was published">
                You acknowledged version {mine.data?.previous_version}. Please read version {h.version} and acknowledge
                it.
              </Alert>
            )}
            <Group gap="sm">
              <OpenFileButton variant="default" label="Open handbook" open={openMyHandbook} />
              {ack ? (
                <Group gap={6} c="green">
                  <IconCircleCheck size={18} aria-hidden />
                  <Text size="sm">
                    Acknowledged {formatMoment(ack.acknowledged_at)} (version {ack.handbook.version})
                  </Text>
                </Group>
              ) : (
                <ConfirmButton
                  label="Acknowledge"
                  variant="filled"
                  title="Acknowledge the employee handbook?"
                  message={`I have received and read ${h.title} (version ${h.version}) and agree to follow it.`}
                  confirmLabel="Acknowledge"
                  onConfirm={async () => {
                    await acknowledge.mutateAsync({ handbook_id: h.id, sha256: h.sha256 });
                    toast.success('Handbook acknowledged');
                  }}
                />
              )}
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
