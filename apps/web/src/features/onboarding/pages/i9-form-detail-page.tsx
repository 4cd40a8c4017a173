import { Alert, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { canEditVerification, type I9Detail } from '@app/domain';
import { ACCESS_DENIED_TEXT, NotFoundView } from '../../../app/errors/not-found-view';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { useI9Form } from '../api/i9-forms';
import { I9ReverifyButton } from '../components/i9-reverify-dialog';
import { I9Section2Form } from '../components/i9-section2-form';
import { StatusBadge } from '../../../components/status-badge';
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

/** When section 2 is due: three business days after the first day of employment (W-2 workers). */
function DueLine({ f }: { f: I9Detail }) {
  if (!f.employment_start_date) return <Text c="dimmed">No assignment has started yet: section 2 is not due.</Text>;
  return (
    <Group gap="xs">
      <Text>
        First day of employment {formatCalendarDate(f.employment_start_date)}
        {f.section2_due_on ? ` · section 2 due ${formatCalendarDate(f.section2_due_on)}` : ''}
      </Text>
      {f.section2_overdue && <StatusBadge label="Overdue" tone="danger" />}
    </Group>
  );
}

/** The authorization's current expiry, its re-verifications (oldest first) and, for verifiers, a new one. */
function WorkAuthorization({ f, mayEdit }: { f: I9Detail; mayEdit: boolean }) {
  const expires = f.work_authorization_expires_on;
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        Work authorization
      </Title>
      <Stack gap="sm">
        <Group gap="xs">
          <Text>
            {expires ? `Expires ${formatCalendarDate(expires)}` : 'No expiry on record: nothing to re-verify.'}
          </Text>
          {f.reverification_due && <StatusBadge label="Re-verification due" tone="warning" />}
        </Group>
        {f.reverifications.length > 0 ? (
          <Table aria-label="Re-verifications">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Recorded</Table.Th>
                <Table.Th>Document examined</Table.Th>
                <Table.Th>Expiry before</Table.Th>
                <Table.Th>New expiry</Table.Th>
                <Table.Th>By</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {f.reverifications.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatMoment(r.verified_at)}</Table.Td>
                  <Table.Td>
                    List {r.document.list}: {r.document.title}, {r.document.issuing_authority},{' '}
                    {r.document.number_masked}
                  </Table.Td>
                  <Table.Td>{r.previous_expires_on ? formatCalendarDate(r.previous_expires_on) : '—'}</Table.Td>
                  <Table.Td>
                    {r.work_authorization_expires_on ? formatCalendarDate(r.work_authorization_expires_on) : 'None'}
                  </Table.Td>
                  <Table.Td>{r.verified_by?.name ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          expires && <Text c="dimmed">Not re-verified yet.</Text>
        )}
        {mayEdit && expires && !f.section2 && (
          <Text c="dimmed">Complete section 2 before re-verifying the work authorization.</Text>
        )}
        {mayEdit && expires && f.section2 && (
          <Group>
            <I9ReverifyButton form={f} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** /i9_forms/:id: section 1 as the employee signed it (identifiers masked), section 2 and re-verifications. */
export function I9FormDetailPage() {
  const { id = '' } = useParams();
  const form = useI9Form(id);
  const session = useSession();
  if (form.isPending) return <Loader role="status" aria-label="Loading" />;
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
        <DueLine f={f} />
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
      <WorkAuthorization f={f} mayEdit={mayComplete} />
    </Stack>
  );
}
