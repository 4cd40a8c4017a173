import { Alert, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { canEditVerification } from '@app/domain';
import { ACCESS_DENIED_TEXT, NotFoundView } from '../../../app/errors/not-found-view';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { useI9Form } from '../api/i9-forms';
import { I9Section2Form } from '../components/i9-section2-form';
import { formatCalendarDate, formatMoment } from '../../../components/data-list/format';

const SECTION1_LABELS: Record<string, string> = {
  last_name: 'Last name',
  first_name: 'First name',
  middle_initial: 'Middle initial',
  other_last_names: 'Other last names',
  address_line_1: 'Address',
  city: 'City',
  state: 'State',
  zipcode: 'ZIP code',
  date_of_birth: 'Date of birth',
  ssn: 'Social security number',
  email: 'Email',
  phone: 'Phone',
  citizenship_status: 'Status attested',
  uscis_number: 'USCIS/A-Number',
  i94_number: 'I-94 number',
  foreign_passport_number: 'Foreign passport',
  passport_country: 'Country of issuance',
  work_authorization_expires: 'Authorization expires',
  signature: 'Signature',
};

/** /i9_forms/:id: section 1 as the employee signed it (identifiers masked) and section 2. */
export function I9FormDetailPage() {
  const { id = '' } = useParams();
  const form = useI9Form(id);
  const session = useSession();
  if (form.isPending) return <Loader aria-label="Loading" />;
  if (form.isError) {
    const e = toApiError(form.error);
    return e.statusCode === 404 || e.statusCode === 422 ? (
      <NotFoundView message={ACCESS_DENIED_TEXT} />
    ) : (
      <Alert color="red">{e.message}</Alert>
    );
  }
  const f = form.data;
  const mayComplete = session !== null && canEditVerification(session.subject);
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1}>Form I-9: {f.contractor.name}</Title>
        <Text c="dimmed">
          {f.partner.name} · section 1 signed {formatMoment(f.section1_signed_at)}
        </Text>
      </div>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          Section 1: Employee information and attestation
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {Object.entries(SECTION1_LABELS)
            .filter(([k]) => f.section1[k] !== undefined && f.section1[k] !== null && f.section1[k] !== '')
            .map(([k, label]) => (
              <div key={k}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text>{String(f.section1[k]).replace(/_/g, ' ')}</Text>
              </div>
            ))}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          Section 2: Employer review and verification
        </Title>
        {f.section2 ? (
          <Stack gap="xs">
            {f.section2.documents.map((d, i) => (
              <Text key={i}>
                List {d.list}: {d.title}, {d.issuing_authority}, {d.number_masked}
                {d.expiration_date ? `, expires ${formatCalendarDate(d.expiration_date)}` : ''}
              </Text>
            ))}
            <Text>First day of employment: {f.section2.first_day_of_employment}</Text>
            <Text>
              Verified by {f.section2_signed_by?.name ?? f.section2.employer_name} ({f.section2.employer_title},{' '}
              {f.section2.business_name}) on {f.section2_signed_at ? formatMoment(f.section2_signed_at) : ''}
            </Text>
          </Stack>
        ) : mayComplete ? (
          <I9Section2Form id={f.id} defaultEmployer={`${session.user.first_name} ${session.user.last_name}`} />
        ) : (
          <Text c="dimmed">Waiting for an admin or a document verifier to examine the documents.</Text>
        )}
      </Paper>
    </Stack>
  );
}
