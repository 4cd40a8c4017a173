import { Button, Paper, Stack, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api/errors';
import { VERIFICATION_SUCCESS_EVENT, type TwoFactorRequest } from '../../../lib/api/two-factor-bridge';
import { toast } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { validateRequired } from '../components/email-validation';
import { NewPasswordFields, newPasswordErrors } from '../components/new-password-fields';
import { useCheckedSubmit } from '../../../components/forms/use-checked-submit';
import { FormError } from '../../../components/forms/form-error';

const PASSWORD_CHANGED = 'Your password has been changed.';

/** Goes through the 424 flow: the modal replays the call and fires 'verification-success'. */
export function ChangePasswordPage() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const change = useChangePassword();
  const currentError = validateRequired(current);
  const pair = newPasswordErrors(next, confirm);
  const { submit, shown, error, clear } = useCheckedSubmit(
    Boolean(currentError || pair.password || pair.confirm),
    async () => {
      await change.mutateAsync({ current_password: current, new_password: next });
      toast.success(PASSWORD_CHANGED);
      reset();
    },
    // The two-factor modal owns a 424: no message here.
    (err) => err instanceof ApiError && err.silent,
  );

  const reset = useCallback(() => {
    setCurrent('');
    setNext('');
    setConfirm('');
    clear();
  }, [clear]);

  useEffect(() => {
    const onVerified = (e: Event) => {
      const detail = (e as CustomEvent<{ request: TwoFactorRequest }>).detail;
      if (detail?.request.requestUrl !== '/user/change-password') return;
      toast.success(PASSWORD_CHANGED);
      reset();
    };
    window.addEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
    return () => window.removeEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
  }, [reset]);

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
              error={shown(currentError)}
              required
            />
            <NewPasswordFields
              password={next}
              confirm={confirm}
              onPassword={setNext}
              onConfirm={setConfirm}
              shown={shown}
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
