import { Alert, Anchor, Button, Group, Paper, Stack, Stepper, TextInput, Title } from '@mantine/core';
import { BILL_RATE_FIELDS, PAY_RATE_FIELDS } from '@app/domain';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ACCESS_DENIED_TEXT, NotFoundView } from '../../../app/errors/not-found-view';
import { PageLoader } from '../../../components/page-loader';
import { splitServerErrors } from '../../../components/forms/server-field-errors';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { useAssignment } from '../api/get-assignment';
import { useJobOptions } from '../api/get-assignment-options';
import { useSaveAssignment } from '../api/save-assignment';
import { ClientStep, ContractorStep, JobStep } from '../components/wizard/party-steps';
import { RatesStep } from '../components/wizard/rates-step';
import { ReviewStep } from '../components/wizard/review-step';
import {
  bodyOf,
  EMPTY_WIZARD,
  rateStepErrors,
  rateStepFields,
  stateOf,
  stepComplete,
  stepOfField,
  STEPS,
  type WizardState,
} from '../components/wizard/wizard-state';

const RATES_STEP = STEPS.indexOf('Rates');
const withoutRateErrors = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => !k.startsWith('rates.')));

const FIELDS = new Set([
  'client_id',
  'contractor_id',
  'job_id',
  'work_location_id',
  'start_date',
  'end_date',
  ...[...PAY_RATE_FIELDS, ...BILL_RATE_FIELDS].map((f) => `rates.${f}`),
]);

/** /create_assignment/:id?: a new assignment step by step, or a pending one edited. */
export function CreateAssignmentPage() {
  const { id } = useParams();
  const existing = useAssignment(id ?? '', id !== undefined);
  const navigate = useNavigate();
  const save = useSaveAssignment(id);
  const [step, setStep] = useState(0);
  const [state, setState] = useState<WizardState>(EMPTY_WIZARD);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [topError, setTopError] = useState<string | null>(null);
  const session = useSession();
  const jobs = useJobOptions(state.client_id);
  const loaded = existing.data;

  useEffect(() => {
    if (loaded) setState(stateOf(loaded));
  }, [loaded]);

  if (id && existing.isPending) return <PageLoader />;
  if (id && existing.isError) {
    const error = toApiError(existing.error);
    if (error.statusCode === 404 || error.statusCode === 422) return <NotFoundView message={ACCESS_DENIED_TEXT} />;
    return (
      <Alert color="red" variant="light" role="alert">
        {error.message}
      </Alert>
    );
  }
  if (loaded && loaded.status !== 'pending')
    return (
      <Alert color="yellow" variant="light" role="alert" title="Only pending assignments can be edited">
        Change its rates from a date on the{' '}
        <Anchor component={Link} to={`/assignments/${loaded.id}`}>
          assignment
        </Anchor>{' '}
        instead.
      </Alert>
    );

  const change = (patch: Partial<WizardState>) => setState((s) => ({ ...s, ...patch }));
  /** On to the next step; the Rates step first checks its required rates (rather than the server's 422 at the end). */
  const next = () => {
    if (step === RATES_STEP) {
      const salaried = jobs.data?.find((j) => j.id === state.job_id)?.salaried ?? false;
      const rateErrors = rateStepErrors(state.rates, rateStepFields(session?.subject ?? null, salaried));
      setErrors((e) => ({ ...withoutRateErrors(e), ...rateErrors }));
      if (Object.keys(rateErrors).length > 0) return;
    }
    setStep((s) => s + 1);
  };
  const submit = () =>
    save.mutate(bodyOf(state), {
      onSuccess: (a) => {
        toast.success(id ? 'Assignment saved' : 'Assignment created');
        void navigate(`/assignments/${a.id}`);
      },
      onError: (err) => {
        const split = splitServerErrors(err, FIELDS);
        setErrors(split.fields);
        setTopError(split.error.message);
        const first = Object.keys(split.fields)[0];
        if (first) setStep(stepOfField(first));
      },
    });

  const last = STEPS.length - 1;
  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to="/assignments" size="sm">
        Assignments
      </Anchor>
      <Title order={1}>{id ? 'Edit assignment' : 'New assignment'}</Title>
      {topError && (
        <Alert color="red" variant="light" role="alert">
          {topError}
        </Alert>
      )}
      <Paper withBorder p="lg">
        <Stepper active={step} onStepClick={(s) => s < step && setStep(s)} size="sm">
          <Stepper.Step label={STEPS[0]}>
            <ClientStep state={state} change={change} errors={errors} />
          </Stepper.Step>
          <Stepper.Step label={STEPS[1]}>
            <ContractorStep state={state} change={change} errors={errors} />
          </Stepper.Step>
          <Stepper.Step label={STEPS[2]}>
            <JobStep state={state} change={change} errors={errors} />
          </Stepper.Step>
          <Stepper.Step label={STEPS[3]}>
            <Group grow align="flex-start">
              <TextInput
                label="Start date"
                type="date"
                required
                value={state.start_date}
                onChange={(e) => change({ start_date: e.currentTarget.value })}
                error={errors.start_date}
              />
              <TextInput
                label="End date"
                type="date"
                value={state.end_date}
                onChange={(e) => change({ end_date: e.currentTarget.value })}
                error={
                  errors.end_date ??
                  (state.end_date && state.start_date && state.end_date < state.start_date
                    ? 'The end date must not be before the start date'
                    : undefined)
                }
              />
            </Group>
          </Stepper.Step>
          <Stepper.Step label={STEPS[4]}>
            <RatesStep state={state} change={change} errors={errors} />
          </Stepper.Step>
          <Stepper.Step label={STEPS[5]}>
            <ReviewStep state={state} />
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between" mt="xl">
          <Button variant="default" onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
            Back
          </Button>
          {step < last ? (
            <Button onClick={next} disabled={!stepComplete(state, step)}>
              Next
            </Button>
          ) : (
            <Button onClick={submit} loading={save.isPending}>
              {id ? 'Save assignment' : 'Create assignment'}
            </Button>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}
