import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { BackLink, DetailGate } from '../../../components/reference/detail-parts';
import { useEnrollment } from '../api/benefits';
import { DependentsSection } from '../components/dependents-section';
import { EnrollmentSummary } from '../components/enrollment-summary';
import { EndEnrollmentButton } from '../components/end-enrollment-button';

/** /benefits/:id: one worker's enrollment — plan, tier, costs per paycheck — and the dependents it covers. */
export function BenefitPage() {
  const { id = '' } = useParams();
  const query = useEnrollment(id);
  return (
    <DetailGate query={query} noun="benefit">
      {(e) => (
        <Stack gap="lg">
          <BackLink to="/benefits" label="Benefits" />
          <EnrollmentSummary e={e} headingLevel={1} />
          <EndEnrollmentButton e={e} />
          <DependentsSection enrollment={e} />
        </Stack>
      )}
    </DetailGate>
  );
}
