import { Alert, Loader, Stack, Text } from '@mantine/core';
import { onboardingStepDef, type CurrentUser, type OnboardingStep } from '@app/domain';
import { toApiError } from '../../../lib/api/errors';
import { useOnboardingPrefill } from '../api/get-onboarding-prefill';
import { useOnboardingStep } from '../api/get-onboarding-step';
import { useSubmitOnboardingStep } from '../api/submit-onboarding-step';
import { BenefitsStep } from './benefits-step';
import { ClickThroughStep } from './click-through-step';
import { SchemaForm } from './schema-form';
import { STEP_FORMS, initialValuesOf, withSsnOnFile } from './step-fields';
import { VerificationStep } from './verification-step';
import { formatMoment } from '../../../components/data-list/format';

interface Props {
  step: OnboardingStep;
  user: CurrentUser;
  onSubmitted: (step: OnboardingStep) => Promise<void>;
}

/** The form of the current step, by the kind the domain table gives it. */
export function StepForm({ step, user, onSubmitted }: Props) {
  const def = onboardingStepDef(step);
  const view = useOnboardingStep(step);
  const asksAgain = def.kind === 'form' || def.kind === 'i9' || def.kind === 'verification';
  const prefill = useOnboardingPrefill(step, asksAgain);
  const mutation = useSubmitOnboardingStep(step);
  const submit = async (body: unknown) => {
    await mutation.mutateAsync(body);
    await onSubmitted(step);
  };

  if (view.isPending || (asksAgain && prefill.isPending)) {
    return <Loader size="sm" role="status" aria-label="Loading the step" />;
  }
  if (view.isError) return <Alert color="red">{toApiError(view.error).message}</Alert>;
  const data = view.data;
  // Without its answer (an error) the form opens as before, only the name filled in.
  const given = prefill.data;

  if (def.kind === 'clickthrough') return <ClickThroughStep step={data} onSubmit={submit} />;
  if (def.kind === 'benefits') return <BenefitsStep step={data} onSubmit={submit} />;
  if (def.kind === 'verification') {
    return <VerificationStep step={data} user={user} prefill={given?.values} onSubmit={submit} />;
  }

  const stepItems = STEP_FORMS[step];
  if (!stepItems) return <Text>This step has no form.</Text>;
  const items = withSsnOnFile(step, stepItems, given?.ssn_on_file);
  const signerIsMe =
    step === 'authorized_representative'
      ? (values: Record<string, unknown>, set: (patch: Record<string, unknown>) => void) => {
          if (values.signer_is_me === true && values.first_name === '' && values.last_name === '') {
            set({ first_name: user.first_name, last_name: user.last_name, email: user.email });
          }
        }
      : undefined;
  return (
    <Stack>
      {data.submitted_at && (
        <Text size="sm" c="dimmed">
          You sent this form on {formatMoment(data.submitted_at)}; sending it again replaces it.
        </Text>
      )}
      <SchemaForm
        label={def.title}
        items={items}
        schema={def.schema}
        initialValues={initialValuesOf(items, user, given?.values)}
        submitLabel="Submit and continue"
        onSubmit={submit}
        onValuesChange={signerIsMe}
      />
    </Stack>
  );
}
