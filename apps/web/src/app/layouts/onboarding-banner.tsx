import { Alert, Button, Group, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { currentOnboardingStep, ONBOARDING_STEP_TITLES } from '@app/domain';
import { Link } from 'react-router';
import { resumeOnboardingPath } from '../../lib/auth/onboarding';
import type { Session } from '../../lib/auth/use-session';

/** After "Skip for now" (issue 16): the next step and the way back, on every page until onboarding is done. */
export function OnboardingBanner({ session }: { session: Session }) {
  const to = resumeOnboardingPath(session.user);
  if (!to) return null;
  const { required, completed } = session.user.requirements;
  const next = currentOnboardingStep(required, completed);
  const left = required.filter((s) => !completed.includes(s)).length;
  return (
    <Alert color="blue" variant="light" radius={0} py="xs" icon={<IconChecklist size={18} aria-hidden />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Your onboarding is not finished: {left} {left === 1 ? 'step' : 'steps'} left
          {next ? `, ${ONBOARDING_STEP_TITLES[next]} next` : ''}.
        </Text>
        <Button size="xs" component={Link} to={to}>
          Resume onboarding
        </Button>
      </Group>
    </Alert>
  );
}
