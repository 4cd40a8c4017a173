import { Alert, Anchor, Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { forgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { EmailRequestForm } from '../components/email-request-form';
import { FormError } from '../../../components/forms/form-error';
import { NewPasswordFields, newPasswordErrors } from '../components/new-password-fields';
import { useCheckedSubmit } from '../../../components/forms/use-checked-submit';

function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const reset = useResetPassword();
  const errors = newPasswordErrors(password, confirm);
  const { submit, shown, error } = useCheckedSubmit(Boolean(errors.password || errors.confirm), async () => {
    await reset.mutateAsync({ token, password });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={1} size="h2">
          Choose a new password
        </Title>
        {reset.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {reset.data.message}
          </Alert>
        ) : (
          <>
            <FormError message={error} />
            <NewPasswordFields
              password={password}
              confirm={confirm}
              onPassword={setPassword}
              onConfirm={setConfirm}
              shown={shown}
            />
            <Button type="submit" loading={reset.isPending} fullWidth>
              Set password
            </Button>
          </>
        )}
        <Anchor component={Link} to="/login" size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}

export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) return <ResetPasswordForm token={token} />;
  return (
    <EmailRequestForm
      title="Forgot password"
      intro="Enter your email address and we will send you a link to choose a new password."
      submitLabel="Send reset link"
      send={(email) => forgotPassword({ email })}
    />
  );
}
