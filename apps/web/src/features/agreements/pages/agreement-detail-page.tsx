import { Alert, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import type { AgreementDetail } from '@app/domain';
import { formatMoment } from '../../../components/data-list/format';
import { textOrDash } from '../../../components/record-page/record-fields';
import { BackLink, DetailGate, Field } from '../../../components/reference/detail-parts';
import { useAgreement } from '../api/get-agreement';
import { AgreementActions, SignPanel } from '../components/agreement-actions';
import { AgreementDocument } from '../components/agreement-document';
import { AgreementStatusBadge } from '../components/agreement-status';
import { AuditTrail } from '../components/audit-trail';

function Parties({ agreement: a }: { agreement: AgreementDetail }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="lg">
      {a.contractor ? (
        <Field label="Worker">{textOrDash(a.contractor.name)}</Field>
      ) : (
        // An organization's own agreement, signed by its owner in onboarding (decision 0084).
        <Field label="Organization">{textOrDash(a.client?.name ?? a.partner.name)}</Field>
      )}
      <Field label="Employer">{textOrDash(a.partner.name)}</Field>
      <Field label="Assignment">
        {textOrDash(a.assignment ? `${a.assignment.job_title ?? ''} · ${a.client?.name ?? ''}` : null)}
      </Field>
      <Field label="Countersignature">{textOrDash(a.requires_countersignature ? 'Required' : 'Not required')}</Field>
      <Field label="Signed">{textOrDash(formatMoment(a.signed_at))}</Field>
      <Field label="Countersigned">{textOrDash(formatMoment(a.countersigned_at))}</Field>
      <Field label="Reminders sent">{textOrDash(String(a.reminders_sent))}</Field>
    </SimpleGrid>
  );
}

/**
 * /agreements/:id: the agreement's frozen text, its parties and status; the worker signs it here, the
 * employer countersigns, its preparers send or void it (asked first); the audit trail (every signature's
 * who, when, IP address, user agent and hash) and, once complete, the signed PDF whose SHA-256 it shows.
 */
export function AgreementDetailPage() {
  const { id = '' } = useParams();
  const query = useAgreement(id);
  return (
    <DetailGate query={query} noun="agreement">
      {(a) => (
        <Stack gap="lg">
          <BackLink to="/agreements" label="Agreements" />
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={1}>{a.title}</Title>
              <AgreementStatusBadge agreement={a} size="lg" />
            </Group>
            <AgreementActions agreement={a} />
          </Group>
          {a.status === 'void' && (
            <Alert color="red" variant="light" title="Void">
              {a.void_reason}
            </Alert>
          )}
          <Paper withBorder p="lg">
            <Parties agreement={a} />
          </Paper>
          <AgreementDocument title={a.title} body={a.body} />
          {a.actions.includes('sign') && <SignPanel agreement={a} />}
          <AuditTrail agreement={a} />
        </Stack>
      )}
    </DetailGate>
  );
}
