import { Code, Table, Text } from '@mantine/core';
import { auditActionLabel, type UserAuditEntry, type UserDetail, type UserSession } from '@app/domain';
import { StatusBadge } from '../../../components/status-badge';
import { formatMoment } from '../../../components/data-list/format';

const sessionState = (s: UserSession) =>
  s.revoked_at ? 'Revoked' : new Date(s.expires_at) < new Date() ? 'Expired' : 'Active';

export function SessionsTable({ sessions }: { sessions: UserSession[] }) {
  if (sessions.length === 0) return <Text c="dimmed">No sessions yet.</Text>;
  return (
    <Table striped withTableBorder aria-label="Sessions">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Started</Table.Th>
          <Table.Th>IP</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th>Acting admin</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sessions.map((s) => (
          <Table.Tr key={s.id}>
            <Table.Td>{formatMoment(s.created_at)}</Table.Td>
            <Table.Td>{s.ip ?? '—'}</Table.Td>
            <Table.Td>
              <StatusBadge label={sessionState(s)} tone={sessionState(s) === 'Active' ? 'success' : 'neutral'} />
            </Table.Td>
            <Table.Td>{s.acting_admin_email ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function GrantsList({ grants }: { grants: NonNullable<UserDetail['grants']> }) {
  if (grants.length === 0) return <Text c="dimmed">Every page as the role gives it.</Text>;
  return (
    <Table withTableBorder aria-label="Link grants">
      <Table.Tbody>
        {grants.map((g) => (
          <Table.Tr key={g.link}>
            <Table.Td>
              <Code>{g.link}</Code>
            </Table.Td>
            <Table.Td>{g.granted ? 'Granted' : 'Revoked'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function AuditTrail({ entries }: { entries: UserAuditEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">Nothing recorded yet.</Text>;
  return (
    <Table striped withTableBorder aria-label="Audit trail">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Action</Table.Th>
          <Table.Th>By</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((a) => (
          <Table.Tr key={a.id}>
            <Table.Td>{formatMoment(a.created_at)}</Table.Td>
            <Table.Td>{auditActionLabel(a.action)}</Table.Td>
            <Table.Td>{a.actor_email ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
