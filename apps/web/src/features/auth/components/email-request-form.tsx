import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toApiError } from '../../../lib/api/errors';
import { FORM_INVALID_MESSAGE } from '../../../lib/notify';
import { validateEmail } from './email-validation';
import { FormError } from './form-error';

interface Props {
  title: string;
  intro: string;
  submitLabel: string;
  send: (email: string) => Promise<{ message: string }>;
}

/** "Type your e-mail, we mail you a link": forgot password and passwordless sign-in. */
export function EmailRequestForm({ title, intro, submitLabel, send }: Props) {
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const emailError = validateEmail(email);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (emailError) {
      setError(FORM_INVALID_MESSAGE);
      return;
    }
    setError(null);
    setPending(true);
    try {
      setDone((await send(email.trim())).message);
    } catch (err) {
      setError(toApiError(err).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={1} size="h2">
          {title}
        </Title>
        {done ? (
          <Alert color="green" variant="light" role="status">
            {done}
          </Alert>
        ) : (
          <>
            <Text>{intro}</Text>
            <FormError message={error} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={submitted ? emailError : null}
              required
            />
            <Button type="submit" loading={pending} fullWidth>
              {submitLabel}
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
