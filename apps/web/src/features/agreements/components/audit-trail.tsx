import { Code, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AgreementDetail } from '@app/domain';
import { formatMoment } from '../../../components/data-list/format';
import { Field, textOrDash } from '../../../components/record-page/record-fields';

const ROLE = { signer: 'Signer', countersigner: 'Countersigner' } as const;
const hash = (v: string, testId?: string) => (
  <Code style={{ wordBreak: 'break-all' }} data-testid={testId}>
    {v}
  </Code>
);

/**
 * The audit record: when the agreement was generated, sent, signed and completed; each signature's who,
 * when, IP address, user agent and the SHA-256 of the document signed; and the signed PDF's own SHA-256.
 */
export function AuditTrail({ agreement: a }: { agreement: AgreementDetail }) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="audit-trail">
      <Title order={2} size="h4" mb="sm" id="audit-trail">
        Audit trail
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Field label="Generated">{textOrDash(formatMoment(a.created_at))}</Field>
          <Field label="Sent">{textOrDash(formatMoment(a.sent_at))}</Field>
          <Field label="Template">{textOrDash(`${a.template.name}, version ${a.template.version}`)}</Field>
          {a.voided_at && (
            <Field label="Voided">{textOrDash(`${formatMoment(a.voided_at)}: ${a.void_reason ?? ''}`)}</Field>
          )}
        </SimpleGrid>
        <Field label="Document SHA-256">{hash(a.document_hash, 'document-sha256')}</Field>
        {a.signatures.length === 0 ? (
          <Text c="dimmed">No signatures yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Signed by</Table.Th>
                  <Table.Th>Signed at</Table.Th>
                  <Table.Th>IP address</Table.Th>
                  <Table.Th>User agent</Table.Th>
                  <Table.Th>SHA-256 signed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {a.signatures.map((s) => (
                  <Table.Tr key={s.role}>
                    <Table.Td>{ROLE[s.role]}</Table.Td>
                    <Table.Td>
                      {s.name}
                      <Text size="xs" c="dimmed">
                        {s.email}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(s.signed_at, { seconds: true })}</Table.Td>
                    <Table.Td>{s.ip ?? '—'}</Table.Td>
                    <Table.Td>
                      <Text size="xs" style={{ wordBreak: 'break-word' }}>
                        {s.user_agent ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                        {s.document_hash}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {a.signed_pdf && <Field label="Signed PDF SHA-256">{hash(a.signed_pdf.sha256, 'signed-pdf-sha256')}</Field>}
      </Stack>
    </Paper>
  );
}
