import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { choosesPartner } from '@app/domain';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { picksClient } from '../../../components/reference/reference-access';
import { useResourceForm } from '../../../components/reference/use-resource-form';
import { useCreateJob } from '../api/create-job';
import { JobForm } from '../components/job-form';
import { checkCreate, emptyJobValues, JOB_FIELD_KEYS } from '../components/job-form-values';

/** /jobs/create: a new job, then it opens. */
export function CreateJobPage() {
  const session = useSession();
  const create = useCreateJob();
  const navigate = useNavigate();
  const withPartner = session !== null && choosesPartner(session.subject);
  const form = useResourceForm({
    initial: emptyJobValues,
    check: (v) => checkCreate(v, withPartner),
    fieldKeys: JOB_FIELD_KEYS,
    save: async (body) => {
      const job = await create.mutateAsync(body);
      toast.success();
      navigate(`/jobs/${job.id}`);
    },
  });
  if (!session) return null;
  return (
    <Stack maw={720} gap="lg">
      <Title order={1}>New job</Title>
      <Paper withBorder p="lg">
        <JobForm
          form={form}
          subject={session.subject}
          withPartner={withPartner}
          withClient={picksClient(session.subject)}
          submitLabel="Create job"
        />
      </Paper>
    </Stack>
  );
}
