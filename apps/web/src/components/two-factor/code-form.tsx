import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { TWO_FACTOR_CODE_LENGTH } from '@app/domain';
import { toApiError } from '../../lib/api/errors';
import { toast } from '../../lib/notify';
import { RESEND_COUNTDOWN_S, RESEND_FAILURE, RESEND_SUCCESS, validateCode } from './code-validation';
import { useCountdown } from './use-countdown';

interface Props {
  prompt: string;
  submitLabel?: string;
  loading: boolean;
  /** Throws on failure; the form stays and shows the message. */
  onSubmit: (code: string) => Promise<unknown>;
  onResend: () => Promise<unknown>;
}

/** The six-digit code form of the two-factor modal and the /two_factor page. */
export function CodeForm({ prompt, submitLabel = 'Verify', loading, onSubmit, onResend }: Props) {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(RESEND_COUNTDOWN_S);
  const invalid = validateCode(code);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (invalid || loading) return;
    setError(null);
    try {
      await onSubmit(code.trim());
    } catch (err) {
      setError(toApiError(err).message);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await onResend();
      toast.success(RESEND_SUCCESS);
      countdown.restart();
    } catch {
      toast.error(RESEND_FAILURE);
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>{prompt}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched || code ? invalid : null}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={TWO_FACTOR_CODE_LENGTH}
          required
          data-autofocus
        />
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={resend}
            disabled={countdown.left > 0 || resending}
            aria-disabled={countdown.left > 0 || resending}
            c={countdown.left > 0 ? 'dimmed' : undefined}
          >
            {countdown.left > 0 ? `Resend code (${countdown.left}s)` : 'Resend code'}
          </Anchor>
          <Button type="submit" loading={loading} disabled={invalid !== null}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
