import { Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ONBOARDING_STEP_TITLES, currentOnboardingStep } from '@app/domain';
import { markOnboardingSkipped } from '../../../lib/auth/onboarding';
import { useSession } from '../../../lib/auth/use-session';
import { CompletionModal } from '../components/completion-modal';
import { StepForm } from '../components/step-form';
import { useOnboardingFlow } from '../components/use-onboarding-flow';

/**
 * /onboard/{userType}: the user's required steps in order with the current one's form (the
 * first required step not completed, spec section 4), and a way to skip for five minutes.
 */
export function OnboardingPage() {
  const session = useSession();
  if (!session) return null;
  return <Onboarding session={session} />;
}

function Onboarding({ session }: { session: NonNullable<ReturnType<typeof useSession>> }) {
  const navigate = useNavigate();
  const { user } = session;
  const flow = useOnboardingFlow(user);
  const { required, completed } = user.requirements;
  const current = currentOnboardingStep(required, completed);
  const active = current ? required.indexOf(current) : required.length;
  const dashboard = `/${user.user_type}/dashboard`;

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
            ? `Welcome, ${user.first_name}. ${ONBOARDING_STEP_TITLES[current]} is your next step.`
            : `Congratulations ${user.first_name}, your onboarding is complete!`}
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
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="current-step-title">
          <Title order={2} size="h3" id="current-step-title" mb="md">
            {ONBOARDING_STEP_TITLES[current]}
          </Title>
          <StepForm key={current} step={current} user={user} onSubmitted={flow.afterSubmit} />
        </Paper>
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
      <CompletionModal url={flow.confirmRedirect} onOpen={flow.openRedirect} onDecline={flow.declineRedirect} />
    </Stack>
  );
}
