import { Alert, Button, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { useAcceptOrgAgreement, useOrgAgreement, type OrgAgreementKey } from '../api/org-agreements';
import { formatMoment } from '../../../components/data-list/format';

/**
 * An organization agreement: its exact text, who accepted it and when; the owner may accept it
 * (again, when the text has a new version). `readOnly` pages only show the accepted agreement.
 */
export function OrgAgreementView({
  agreementKey,
  readOnly = false,
}: {
  agreementKey: OrgAgreementKey;
  readOnly?: boolean;
}) {
  const view = useOrgAgreement(agreementKey);
  const accept = useAcceptOrgAgreement(agreementKey);
  const session = useSession();
  const [checked, setChecked] = useState(false);
  if (view.isPending) return <Loader role="status" aria-label="Loading" />;
  if (view.isError) return <Alert color="red">{toApiError(view.error).message}</Alert>;
  const { agreement, acceptance, organization, outdated } = view.data;
  const isOwner = session?.user.role === 'owner';
  const mayAccept = !readOnly && isOwner && (!acceptance || outdated);

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{agreement.title}</Title>
        <Text c="dimmed">
          {organization.name} · version {agreement.version}
        </Text>
      </div>
      {acceptance ? (
        <Alert
          color={outdated ? 'yellow' : 'green'}
          title={outdated ? 'A new version needs your acceptance' : 'Accepted'}
        >
          Accepted by {acceptance.accepted_by.name} ({acceptance.accepted_by.email}) on{' '}
          {formatMoment(acceptance.accepted_at)}, version {acceptance.version}.
        </Alert>
      ) : (
        <Alert color="yellow" title="Not accepted yet">
          {isOwner
            ? 'Read the agreement below and accept it for your company.'
            : 'Your company owner has not accepted it yet.'}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          {agreement.text.split('\n\n').map((p, i) => (
            <Text key={i}>{p}</Text>
          ))}
        </Stack>
      </Paper>
      {mayAccept && (
        <Group>
          <Checkbox
            label={`I accept the ${agreement.title} on behalf of ${organization.name}`}
            checked={checked}
            onChange={(e) => setChecked(e.currentTarget.checked)}
          />
          <Button
            disabled={!checked}
            loading={accept.isPending}
            onClick={() =>
              accept.mutate(agreement.text_hash, {
                onSuccess: () => toast.success(`${agreement.title} accepted`),
                onError: (err) => toast.error(toApiError(err).message),
              })
            }
          >
            Accept
          </Button>
        </Group>
      )}
    </Stack>
  );
}
