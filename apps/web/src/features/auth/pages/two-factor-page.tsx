import { Anchor, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { setToken } from '../../../lib/auth/token-store';
import { CodeForm } from '../../../components/two-factor/code-form';
import { codePrompt } from '../../../components/two-factor/code-validation';
import { requestCode } from '../../../lib/api/request-code';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { clearPendingTwoFactor, pendingTwoFactor } from '../components/two-factor-storage';

/** The second sign-in step; the guest guard takes over once the token is stored. */
export function TwoFactorPage() {
  const pending = pendingTwoFactor();
  const verify = useVerifyTwoFactor();
  const queryClient = useQueryClient();
  if (!pending) return <Navigate to="/login" replace />;
  return (
    <Stack>
      <Title order={1} size="h2">
        Two-factor verification
      </Title>
      <CodeForm
        prompt={codePrompt(pending.detail)}
        loading={verify.isPending}
        onSubmit={async (code) => {
          const { access_token } = await verify.mutateAsync({ two_factor_token: pending.token, code });
          clearPendingTwoFactor();
          queryClient.removeQueries({ queryKey: ['current-user'] });
          setToken(access_token);
        }}
        onResend={() => requestCode({ two_factor_token: pending.token })}
      />
      <Anchor component={Link} to="/login" size="sm">
        Back to sign in
      </Anchor>
    </Stack>
  );
}
