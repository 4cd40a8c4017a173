import { Alert, Stack } from '@mantine/core';
import { verificationRequestSchema, type CurrentUser, type OnboardingStepView } from '@app/domain';
import { SchemaForm } from './schema-form';
import { STEP_FORMS, initialValuesOf } from './step-fields';

interface Props {
  step: OnboardingStepView;
  user: CurrentUser;
  /** What earlier steps answered (the I-9's date of birth, decision 0107). */
  prefill?: Record<string, string | boolean>;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
}

/** Identity details for the provider; while a check waits for staff there is nothing to submit. */
export function VerificationStep({ step, user, prefill, onSubmit }: Props) {
  const latest = step.verification;
  const items = STEP_FORMS.verification!;
  if (latest && ['pending', 'processing', 'awaiting_approval'].includes(latest.status)) {
    return (
      <Alert color="yellow" title="Verification under review">
        Your identity check needs a manual review by our team. You will be able to continue once it is approved.
      </Alert>
    );
  }
  return (
    <Stack>
      {latest?.status === 'rejected' && (
        <Alert color="red" title="Your last verification was not approved">
          {latest.reason ?? 'Check your details and try again.'}
        </Alert>
      )}
      <SchemaForm
        label="Identity Verification"
        items={items}
        schema={verificationRequestSchema}
        initialValues={initialValuesOf(items, user, prefill)}
        submitLabel="Verify my identity"
        onSubmit={onSubmit}
      />
    </Stack>
  );
}
