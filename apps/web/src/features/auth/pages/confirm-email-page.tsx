import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { toApiError } from '../../../lib/api/errors';
import { useConfirmEmail } from '../api/confirm-email';
import { useOncePerKey } from '../components/use-once';

export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  useOncePerKey(token, (t) => mutate({ token: t }));

  let body;
  if (!token) {
    body = (
      <Alert color="red" variant="light" role="alert">
        This confirmation link is incomplete.
      </Alert>
    );
  } else if (confirm.isSuccess) {
    body = (
      <Alert color="green" variant="light" role="status">
        {confirm.data.message}
      </Alert>
    );
  } else if (confirm.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {toApiError(confirm.error).message}
      </Alert>
    );
  } else {
    body = <PageLoader />;
  }

  return (
    <Stack>
      <Title order={1}>Confirm email</Title>
      {body}
      <Anchor component={Link} to="/">
        Continue
      </Anchor>
    </Stack>
  );
}
