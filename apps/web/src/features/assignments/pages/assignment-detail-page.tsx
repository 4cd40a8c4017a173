import { Alert, Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconPlayerPlay, IconPlayerStop, IconReceipt } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ACCESS_DENIED_TEXT, NotFoundView } from '../../../app/errors/not-found-view';
import { PageLoader } from '../../../components/page-loader';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { useAssignment } from '../api/get-assignment';
import { AssignmentSummary } from '../components/assignment-summary';
import { ChangeRatesModal } from '../components/change-rates-modal';
import { CurrentRates } from '../components/current-rates';
import { EndAssignmentModal } from '../components/end-assignment-modal';
import { RateHistory } from '../components/rate-history';
import { StartAssignmentModal } from '../components/start-assignment-modal';

/** /assignments/:id, 'Assignment Details': summary, rates as the caller may see them, history, end. */
export function AssignmentDetailPage() {
  const { id = '' } = useParams();
  const assignment = useAssignment(id);
  const session = useSession();
  const [ratesOpen, rates] = useDisclosure(false);
  const [endOpen, end] = useDisclosure(false);
  const [startOpen, start] = useDisclosure(false);

  if (assignment.isPending) return <PageLoader />;
  if (assignment.isError) {
    const error = toApiError(assignment.error);
    if (error.statusCode === 404 || error.statusCode === 422) return <NotFoundView message={ACCESS_DENIED_TEXT} />;
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load the assignment">
        {error.message}
      </Alert>
    );
  }
  const a = assignment.data;
  const type = session?.subject.userType;
  // Rate changes and ending are for platform staff and the partner's users (the API enforces it too).
  const manages = type === 'admin' || type === 'eor' || type === 'partner';
  const canEdit = a.status === 'pending' && (session?.user.links.includes('/create_assignment') ?? false);
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to="/assignments" size="sm">
        Assignments
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>Assignment Details</Title>
        <Group gap="sm">
          {canEdit && (
            <Button
              variant="light"
              component={Link}
              to={`/create_assignment/${a.id}`}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              Edit
            </Button>
          )}
          {canEdit && (
            <Button onClick={start.open} leftSection={<IconPlayerPlay size={16} aria-hidden />}>
              Start assignment
            </Button>
          )}
          {manages && a.status !== 'ended' && (
            <Button
              variant="light"
              color="red"
              onClick={end.open}
              leftSection={<IconPlayerStop size={16} aria-hidden />}
            >
              End assignment
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="md">
          {a.contractor.name} — {a.job_title}
        </Title>
        <AssignmentSummary assignment={a} />
      </Paper>
      <Paper withBorder p="lg">
        <CurrentRates assignment={a} />
      </Paper>
      <Paper withBorder p="lg">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h4">
            Rate history
          </Title>
          {manages && a.status !== 'ended' && (
            <Button variant="light" onClick={rates.open} leftSection={<IconReceipt size={16} aria-hidden />}>
              Change rates
            </Button>
          )}
        </Group>
        <RateHistory assignmentId={a.id} salaried={a.job.salaried} />
      </Paper>
      {manages && <ChangeRatesModal assignment={a} opened={ratesOpen} onClose={rates.close} />}
      {canEdit && <StartAssignmentModal assignment={a} opened={startOpen} onClose={start.close} />}
      {manages && <EndAssignmentModal assignment={a} opened={endOpen} onClose={end.close} />}
    </Stack>
  );
}
