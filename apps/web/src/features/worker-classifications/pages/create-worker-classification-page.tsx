import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { choosesPartner } from '@app/domain';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { FormError } from '../../../components/forms/form-error';
import { PartnerPicker } from '../../../components/reference/owner-fields';
import { useResourceForm } from '../../../components/reference/use-resource-form';
import { useCreateWorkerClassification } from '../api/create-worker-classification';
import { useContractorOptions } from '../api/get-contractor-options';
import {
  CLASSIFICATION_FIELD_KEYS,
  checkCreate,
  emptyClassificationValues,
  liveRecommendation,
  unansweredCount,
} from '../components/classification-form-values';
import { Questionnaire } from '../components/questionnaire';
import { RecommendationCard } from '../components/recommendation-card';
import { ResultFields } from '../components/result-fields';

/** /worker_classifications/create: the questionnaire with its live recommendation, then the chosen result. */
export function CreateWorkerClassificationPage() {
  const session = useSession();
  const withPartner = session !== null && choosesPartner(session.subject);
  const create = useCreateWorkerClassification();
  const contractors = useContractorOptions();
  const navigate = useNavigate();
  const form = useResourceForm({
    initial: emptyClassificationValues,
    check: (v) => checkCreate(v, withPartner),
    fieldKeys: CLASSIFICATION_FIELD_KEYS,
    save: async (body) => {
      const row = await create.mutateAsync(body);
      toast.success();
      navigate(`/worker_classifications/${row.id}`);
    },
  });
  const { values } = form;
  const recommendation = liveRecommendation(values.answers);
  return (
    <Stack maw={820} gap="lg">
      <Title order={1}>New worker classification</Title>
      <Paper withBorder p="lg">
        <form onSubmit={form.submit} noValidate aria-label="Record classification">
          <Stack>
            <FormError message={form.error} />
            {withPartner && <PartnerPicker form={form} />}
            <Group grow align="flex-start">
              <TextInput
                label="Worker name"
                description="Taken from the contractor when one is chosen"
                {...form.field('worker_name')}
              />
              {/* Linking a contractor is optional; without a contractor list the name alone is recorded. */}
              {!contractors.isError && (
                <Select
                  label="Contractor (optional)"
                  data={contractors.data ?? []}
                  searchable
                  clearable
                  placeholder={contractors.isPending ? 'Loading contractors…' : 'Not yet a contractor'}
                  value={values.contractor_id || null}
                  onChange={(next) => form.set('contractor_id', next ?? '')}
                  error={form.fieldError('contractor_id')}
                />
              )}
            </Group>
            <Questionnaire
              answers={values.answers}
              onAnswer={(key, value) => form.set('answers', { ...values.answers, [key]: value })}
              errorOf={(key) => form.fieldError(`answers.${key}`)}
            />
            <RecommendationCard recommendation={recommendation} unanswered={unansweredCount(values.answers)} />
            <ResultFields
              result={values.result}
              notes={values.notes}
              onResult={(r) => form.set('result', r)}
              onNotes={(n) => form.set('notes', n)}
              resultError={form.fieldError('result')}
              notesError={form.fieldError('notes')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={form.pending} disabled={form.pending}>
                Record classification
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
