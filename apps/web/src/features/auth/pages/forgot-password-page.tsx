import { Alert, Anchor, Button, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { toApiError } from '../../../lib/api/errors';
import { FORM_INVALID_MESSAGE } from '../../../lib/notify';
import { forgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { validateConfirm, validateNewPassword } from '../components/email-validation';
import { EmailRequestForm } from '../components/email-request-form';
import { FormError } from '../components/form-error';

function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();
  const passwordError = validateNewPassword(password);
  const confirmError = validateConfirm(password)(confirm);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (passwordError || confirmError) {
      setError(FORM_INVALID_MESSAGE);
      return;
    }
    setError(null);
    try {
      await reset.mutateAsync({ token, password });
    } catch (err) {
      setError(toApiError(err).message);
    }
  };

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
            <PasswordField
              label="New password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={submitted ? passwordError : null}
              required
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              error={submitted ? confirmError : null}
              required
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
