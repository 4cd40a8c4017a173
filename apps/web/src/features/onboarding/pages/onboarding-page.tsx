import { Alert, Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { ONBOARDING_STEP_TITLES, currentOnboardingStep } from '@app/domain';
import { markOnboardingSkipped } from '../../../lib/auth/onboarding';
import { useSession } from '../../../lib/auth/use-session';

/**
 * /onboard/{userType}: the user's required steps in order, the current one highlighted, and a way
 * to skip for five minutes (spec section 4). The forms behind each step come with the
 * organizations issue; until then the step list shows where the user stands.
 */
export function OnboardingPage() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session) return null;
  const { required, completed } = session.user.requirements;
  const current = currentOnboardingStep(required, completed);
  const active = current ? required.indexOf(current) : required.length;
  const dashboard = `/${session.user.user_type}/dashboard`;

  const skip = () => {
    markOnboardingSkipped();
    void navigate(dashboard);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Onboarding</Title>
        <Text c="dimmed">
          {current
            ? `Welcome, ${session.user.first_name}. ${ONBOARDING_STEP_TITLES[current]} is your next step.`
            : `Congratulations ${session.user.first_name}, your onboarding is complete!`}
        </Text>
      </div>
      {required.length === 0 ? (
        <Text>There is nothing for you to complete.</Text>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <Stepper active={active} orientation="vertical" allowNextStepsSelect={false} aria-label="Onboarding steps">
            {required.map((step) => (
              <Stepper.Step
                key={step}
                label={ONBOARDING_STEP_TITLES[step]}
                description={completed.includes(step) ? 'Completed' : step === current ? 'Current step' : 'To do'}
              />
            ))}
          </Stepper>
        </Paper>
      )}
      {current && (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />} title={ONBOARDING_STEP_TITLES[current]}>
          This step's form is not available online yet. Your partner's team will contact you to complete it.
        </Alert>
      )}
      <Group>
        {current ? (
          <Button variant="default" onClick={skip}>
            Skip for now
          </Button>
        ) : (
          <Button onClick={() => void navigate(dashboard)}>Go to dashboard</Button>
        )}
      </Group>
    </Stack>
  );
}
