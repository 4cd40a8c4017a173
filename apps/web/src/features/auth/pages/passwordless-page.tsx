import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { toApiError } from '../../../lib/api/errors';
import { setToken } from '../../../lib/auth/token-store';
import { requestPasswordless } from '../api/passwordless';
import { useVerifyPasswordless } from '../api/passwordless-verify';
import { EmailRequestForm } from '../components/email-request-form';
import { useOncePerKey } from '../components/use-once';

function VerifyLink({ token }: { token: string }) {
  const verify = useVerifyPasswordless();
  const queryClient = useQueryClient();
  const { mutate } = verify;
  const run = useCallback(
    (t: string) =>
      mutate(
        { token: t },
        {
          onSuccess: ({ access_token }) => {
            queryClient.removeQueries({ queryKey: ['current-user'] });
            // The guest guard moves the now signed-in user on.
            setToken(access_token);
          },
        },
      ),
    [mutate, queryClient],
  );
  useOncePerKey(token, run);
  if (!verify.isError) return <PageLoader />;
  return (
    <Stack>
      <Title order={1} size="h2">
        Sign-in link
      </Title>
      <Alert color="red" variant="light" role="alert">
        {toApiError(verify.error).message}
      </Alert>
      <Anchor component={Link} to="/passwordless" size="sm">
        Request a new link
      </Anchor>
    </Stack>
  );
}

export function PasswordlessPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) return <VerifyLink token={token} />;
  return (
    <EmailRequestForm
      title="Sign in with email"
      intro="Enter your email address and we will send you a one-time sign-in link."
      submitLabel="Send sign-in link"
      send={(email) => requestPasswordless({ email })}
    />
  );
}
