import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { validateEmail } from './email-validation';
import { FormError } from '../../../components/forms/form-error';
import { useCheckedSubmit } from '../../../components/forms/use-checked-submit';

interface Props {
  title: string;
  intro: string;
  submitLabel: string;
  send: (email: string) => Promise<{ message: string }>;
}

/** "Type your e-mail, we mail you a link": forgot password and passwordless sign-in. */
export function EmailRequestForm({ title, intro, submitLabel, send }: Props) {
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const emailError = validateEmail(email);
  const { submit, shown, error, pending } = useCheckedSubmit(Boolean(emailError), async () => {
    setDone((await send(email.trim())).message);
  });

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
              error={shown(emailError)}
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
