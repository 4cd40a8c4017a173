import { Alert, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { CONSENT_LABELS } from '@app/domain';
import { PageLoader } from '../../../components/page-loader';
import { toApiError } from '../../../lib/api/errors';
import { toast, toastError } from '../../../lib/notify';
import { useConsents, useUpdateConsents } from '../api/consents';
import { formatMoment } from '../../../components/data-list/format';

/** /consent_settings: each consent saves as soon as it is switched, with when it was last decided. */
export function ConsentSettingsPage() {
  const consents = useConsents();
  const update = useUpdateConsents();
  if (consents.isPending) return <PageLoader />;
  if (consents.isError)
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load your consents">
        {toApiError(consents.error).message}
      </Alert>
    );
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Consent Settings</Title>
      <Paper withBorder p="lg">
        <Stack gap="lg">
          {consents.data.map((c) => (
            <Switch
              key={c.key}
              label={CONSENT_LABELS[c.key].label}
              description={`${CONSENT_LABELS[c.key].description} ${
                c.updated_at ? `Last changed ${formatMoment(c.updated_at)}.` : 'Not decided yet.'
              }`}
              checked={c.granted}
              disabled={update.isPending}
              onChange={(e) =>
                update.mutate(
                  { [c.key]: e.currentTarget.checked },
                  { onSuccess: () => toast.success('Your consent is saved'), onError: toastError },
                )
              }
            />
          ))}
        </Stack>
      </Paper>
      <Text size="sm" c="dimmed">
        You can change these at any time. Nothing is shared unless you switch it on.
      </Text>
    </Stack>
  );
}
