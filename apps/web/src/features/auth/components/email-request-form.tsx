import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { validateEmail } from './email-validation';
import type { Checked } from '../../../components/forms/checked';
import { FormError } from '../../../components/forms/form-error';
import { useFormState } from '../../../components/forms/use-form-state';

interface Props {
  title: string;
  intro: string;
  submitLabel: string;
  send: (email: string) => Promise<{ message: string }>;
}

const checkEmail = ({ email }: { email: string }): Checked<string> => {
  const error = validateEmail(email);
  return error ? { body: null, errors: { email: error } } : { body: email.trim(), errors: null };
};

/** "Type your e-mail, we mail you a link": forgot password and passwordless sign-in. */
export function EmailRequestForm({ title, intro, submitLabel, send }: Props) {
  const [done, setDone] = useState<string | null>(null);
  const form = useFormState({
    initial: () => ({ email: '' }),
    check: checkEmail,
    save: async (email: string) => setDone((await send(email)).message),
    // A refusal reads best whole on top (it names the address), as it always has: no key goes beside the input.
    fieldKeys: [],
  });

  return (
    <form onSubmit={form.submit} noValidate>
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
            <FormError message={form.error} />
            <TextInput label="Email" type="email" autoComplete="email" {...form.field('email')} required />
            <Button type="submit" loading={form.pending} fullWidth>
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
