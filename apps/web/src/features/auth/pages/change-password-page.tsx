import { Button, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { PasswordField } from '../../../components/password-field';
import { ApiError, toApiError } from '../../../lib/api/errors';
import { VERIFICATION_SUCCESS_EVENT, type TwoFactorRequest } from '../../../lib/api/two-factor-bridge';
import { FORM_INVALID_MESSAGE, toast } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { validateConfirm, validateNewPassword, validateRequired } from '../components/email-validation';
import { FormError } from '../components/form-error';

const PASSWORD_CHANGED = 'Your password has been changed.';

/** Goes through the 424 flow: the modal replays the call and fires 'verification-success'. */
export function ChangePasswordPage() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  const errors = {
    current: validateRequired(current),
    next: validateNewPassword(next),
    confirm: validateConfirm(next)(confirm),
  };

  const reset = () => {
    setCurrent('');
    setNext('');
    setConfirm('');
    setSubmitted(false);
    setError(null);
  };

  useEffect(() => {
    const onVerified = (e: Event) => {
      const detail = (e as CustomEvent<{ request: TwoFactorRequest }>).detail;
      if (detail?.request.requestUrl !== '/user/change-password') return;
      toast.success(PASSWORD_CHANGED);
      reset();
    };
    window.addEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
    return () => window.removeEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (errors.current || errors.next || errors.confirm) {
      setError(FORM_INVALID_MESSAGE);
      return;
    }
    setError(null);
    try {
      await change.mutateAsync({ current_password: current, new_password: next });
      toast.success(PASSWORD_CHANGED);
      reset();
    } catch (err) {
      // The two-factor modal owns a 424: no message here.
      if (err instanceof ApiError && err.silent) return;
      setError(toApiError(err).message);
    }
  };

  return (
    <Stack maw={480}>
      <Title order={1}>Change password</Title>
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormError message={error} />
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.currentTarget.value)}
              error={submitted ? errors.current : null}
              required
            />
            <PasswordField
              label="New password"
              autoComplete="new-password"
              value={next}
              onChange={(e) => setNext(e.currentTarget.value)}
              error={submitted ? errors.next : null}
              required
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              error={submitted ? errors.confirm : null}
              required
            />
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
