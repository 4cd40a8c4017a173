import { Anchor, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { setToken } from '../../../lib/auth/token-store';
import { useLogin } from '../api/login';
import { validateEmail, validateRequired } from '../components/email-validation';
import { FormError } from '../../../components/forms/form-error';
import { storePendingTwoFactor } from '../components/two-factor-storage';
import { useCheckedSubmit } from '../../../components/forms/use-checked-submit';

/** Sign-in. After the token is stored the guest guard sends the user on (section 2 redirects). */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();

  const emailError = validateEmail(email);
  const passwordError = validateRequired(password);

  const { submit, shown, error } = useCheckedSubmit(Boolean(emailError || passwordError), async () => {
    const result = await login.mutateAsync({ email: email.trim(), password });
    if ('requires_two_factor' in result) {
      storePendingTwoFactor(result.two_factor_token, result.detail);
      navigate(`/two_factor${search}`);
      return;
    }
    queryClient.removeQueries({ queryKey: ['current-user'] });
    setToken(result.access_token);
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-title">
      <Stack>
        <Title order={1} size="h2" id="login-title">
          Sign in
        </Title>
        <FormError message={error} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={shown(emailError)}
          required
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={shown(passwordError)}
          required
        />
        <Button type="submit" loading={login.isPending} fullWidth>
          Sign in
        </Button>
        <Group justify="space-between">
          <Anchor component={Link} to="/forgot_password" size="sm">
            Forgot password?
          </Anchor>
          <Anchor component={Link} to="/passwordless" size="sm">
            Email me a sign-in link
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
