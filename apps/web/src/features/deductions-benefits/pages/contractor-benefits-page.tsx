import { Loader, Stack, Text, Title } from '@mantine/core';
import { useEnrollment, useEnrollmentsList } from '../api/benefits';
import { DependentsSection } from '../components/dependents-section';
import { EnrollmentSummary } from '../components/enrollment-summary';

function OwnEnrollment({ id }: { id: string }) {
  const query = useEnrollment(id);
  if (!query.data) return <Loader size="sm" />;
  return (
    <Stack gap="sm" component="section" aria-label={`${query.data.plan.name} enrollment`}>
      <EnrollmentSummary e={query.data} />
      <DependentsSection enrollment={query.data} />
    </Stack>
  );
}

/** /contractor/benefits: the worker's own current enrollments and the dependents each covers (add, remove). */
export function ContractorBenefitsPage() {
  const list = useEnrollmentsList();
  const current = list.rows.filter((r) => r.status !== 'ended');
  return (
    <Stack gap="lg">
      <Title order={1}>Benefits</Title>
      {list.query.isPending ? (
        <Loader />
      ) : current.length === 0 ? (
        <Text>You are not enrolled in any benefit plan.</Text>
      ) : (
        current.map((e) => <OwnEnrollment key={e.id} id={e.id} />)
      )}
    </Stack>
  );
}
