import { Alert, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ACCESS_DENIED_TEXT, NotFoundView } from '../../../app/errors/not-found-view';
import { PageLoader } from '../../../components/page-loader';
import { toApiError } from '../../../lib/api/errors';
import { toastError } from '../../../lib/notify';
import { useChangePermission } from '../api/change-permission';
import { useMemberOptions, useMemberPermissions } from '../api/get-member-permissions';
import { LinkGroups } from '../components/link-groups';

/** /permissions: pick a member (kept in `?user=`), then switch their pages on or off. */
export function PermissionsPage() {
  const [params, setParams] = useSearchParams();
  const userId = params.get('user');
  const members = useMemberOptions();
  const permissions = useMemberPermissions(userId);
  const change = useChangePermission(userId ?? '');
  const [pendingLink, setPendingLink] = useState<string | null>(null);

  const options = (members.data?.data ?? []).map((m) => ({
    value: m.id,
    label: `${m.first_name} ${m.last_name} (${m.email})`,
  }));
  const toggle = (link: string, enabled: boolean) => {
    setPendingLink(link);
    change.mutate({ link, enabled }, { onError: toastError, onSettled: () => setPendingLink(null) });
  };

  return (
    <Stack gap="lg" maw={800}>
      <Title order={1}>Permissions</Title>
      <Select
        label="Team member"
        placeholder={members.isPending ? 'Loading members…' : 'Choose a member'}
        data={options}
        value={userId}
        searchable
        onChange={(v) => setParams(v ? { user: v } : {})}
        nothingFoundMessage="No members match"
      />
      {members.isError && (
        <Alert color="red" variant="light" role="alert">
          {toApiError(members.error).message}
        </Alert>
      )}
      {!userId ? (
        <Text c="dimmed">Choose a team member to see the pages they can open.</Text>
      ) : permissions.isPending ? (
        <PageLoader />
      ) : permissions.isError ? (
        [404, 422].includes(toApiError(permissions.error).statusCode) ? (
          <NotFoundView message={ACCESS_DENIED_TEXT} />
        ) : (
          <Alert color="red" variant="light" role="alert">
            {toApiError(permissions.error).message}
          </Alert>
        )
      ) : (
        <>
          {!permissions.data.editable && (
            <Alert color="blue" variant="light">
              Owners keep every page of their role, and nobody changes their own permissions.
            </Alert>
          )}
          <LinkGroups permissions={permissions.data} pendingLink={pendingLink} onToggle={toggle} />
        </>
      )}
    </Stack>
  );
}
