import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { splitServerErrors, type FieldErrors } from '../../../components/forms/server-field-errors';
import { PageLoader } from '../../../components/page-loader';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useProfile, useUpdateProfile } from '../api/profile';

const FIELDS = new Set(['first_name', 'last_name']);

/** /profile: the signed-in user's own name; the e-mail is shown read-only (see decision 0016). */
export function ProfilePage() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (profile.data) {
      setFirst(profile.data.first_name);
      setLast(profile.data.last_name);
    }
  }, [profile.data]);

  if (profile.isPending) return <PageLoader />;
  if (profile.isError)
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load your profile">
        {toApiError(profile.error).message}
      </Alert>
    );
  const changed = first.trim() !== profile.data.first_name || last.trim() !== profile.data.last_name;
  const valid = first.trim() !== '' && last.trim() !== '';
  const topError = update.isError ? splitServerErrors(update.error, FIELDS).error : null;
  const submit = () =>
    update.mutate(
      { first_name: first.trim(), last_name: last.trim() },
      {
        onSuccess: () => {
          setFieldErrors({});
          toast.success('Your profile is saved');
        },
        onError: (error) => setFieldErrors(splitServerErrors(error, FIELDS).fields),
      },
    );

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Profile</Title>
      <Paper withBorder p="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (valid && changed) submit();
          }}
        >
          <Stack>
            <TextInput
              label="Email"
              value={profile.data.email}
              readOnly
              description="Contact support to change the e-mail you sign in with."
            />
            <Group grow>
              <TextInput
                label="First name"
                required
                value={first}
                onChange={(e) => setFirst(e.currentTarget.value)}
                error={fieldErrors.first_name ?? (first.trim() ? undefined : 'First name is required')}
              />
              <TextInput
                label="Last name"
                required
                value={last}
                onChange={(e) => setLast(e.currentTarget.value)}
                error={fieldErrors.last_name ?? (last.trim() ? undefined : 'Last name is required')}
              />
            </Group>
            {topError && !topError.silent && Object.keys(fieldErrors).length === 0 && (
              <Alert color="red" variant="light" role="alert">
                {topError.message}
              </Alert>
            )}
            <Group justify="space-between">
              <Anchor component={Link} to="/change_password" size="sm">
                Change password
              </Anchor>
              <Button type="submit" loading={update.isPending} disabled={!valid || !changed}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {!profile.data.email_confirmed && <Text c="dimmed">Your e-mail address is not confirmed yet.</Text>}
    </Stack>
  );
}
