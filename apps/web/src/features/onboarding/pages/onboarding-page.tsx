import { Anchor, Button, Collapse, Group, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ONBOARDING_STEP_TITLES, currentOnboardingStep } from '@app/domain';
import { markOnboardingSkipped } from '../../../lib/auth/onboarding';
import { useSession } from '../../../lib/auth/use-session';
import { CompletionModal } from '../components/completion-modal';
import { StepForm } from '../components/step-form';
import { STEP_PREPARATION } from '../components/step-preparation';
import { useOnboardingFlow } from '../components/use-onboarding-flow';

/**
 * /onboard/{userType}: a compact progress line (the step of how many, a bar, every step on demand) over the
 * current step's form — the first required step not completed (spec section 4) — with what to have ready and
 * how long it takes, and a way to skip for five minutes (the shell then offers the way back, issue 16).
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
  const [showSteps, setShowSteps] = useState(false);

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
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" gap="xs">
            <Text fw={600}>
              {current
                ? `Step ${active + 1} of ${required.length}: ${ONBOARDING_STEP_TITLES[current]}`
                : `All ${required.length} steps complete`}
            </Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              aria-expanded={showSteps}
              onClick={() => setShowSteps((v) => !v)}
            >
              {showSteps ? 'Hide steps' : 'Show all steps'}
            </Anchor>
          </Group>
          <Progress
            mt="xs"
            value={(100 * completed.filter((s) => required.includes(s)).length) / required.length}
            aria-label="Onboarding progress"
          />
          <Collapse expanded={showSteps}>
            <Stepper
              mt="md"
              active={active}
              orientation="vertical"
              allowNextStepsSelect={false}
              aria-label="Onboarding steps"
            >
              {required.map((step) => (
                <Stepper.Step
                  key={step}
                  label={ONBOARDING_STEP_TITLES[step]}
                  description={completed.includes(step) ? 'Completed' : step === current ? 'Current step' : 'To do'}
                />
              ))}
            </Stepper>
          </Collapse>
        </Paper>
      )}
      {current && (
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="current-step-title">
          <Title order={2} size="h3" id="current-step-title" mb={STEP_PREPARATION[current] ? 4 : 'md'}>
            {ONBOARDING_STEP_TITLES[current]}
          </Title>
          {STEP_PREPARATION[current] && (
            <Text size="sm" c="dimmed" mb="md">
              {STEP_PREPARATION[current]}
            </Text>
          )}
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
