import { SimpleGrid, Text } from '@mantine/core';
import type { AssignmentRow } from '../api/assignment-types';
import { AssignmentStatusBadge } from './assignment-status-badge';
import { formatCalendarDate } from '../../../components/data-list/format';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" fw={500}>
        {children}
      </Text>
    </div>
  );
}

export function AssignmentSummary({ assignment: a }: { assignment: AssignmentRow }) {
  const wl = a.work_location.address;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Field label="Contractor">{a.contractor.name}</Field>
      <Field label="Client">{a.client.name}</Field>
      <Field label="Partner">{a.partner.name}</Field>
      <Field label="Job">
        {a.job_title}
        {a.job.salaried ? ' (salaried)' : ''}
      </Field>
      <Field label="Work location">
        {a.work_location.name}
        {wl.city ? `, ${wl.city}` : ''}
        {wl.state ? `, ${wl.state}` : ''}
      </Field>
      <Field label="Status">
        <AssignmentStatusBadge status={a.status} />
      </Field>
      <Field label="Start date">{formatCalendarDate(a.start_date)}</Field>
      <Field label="End date">{a.end_date ? formatCalendarDate(a.end_date) : '—'}</Field>
      <Field label="End client">{a.end_client?.name ?? '—'}</Field>
      <Field label="Department">{a.department?.name ?? '—'}</Field>
      <Field label="Has worked">{a.has_worked ? 'Yes' : 'No'}</Field>
      <Field label="Processing status">
        {a.processing_status.replace(/_/g, ' ')}
        {a.processing_status_message ? ` — ${a.processing_status_message}` : ''}
      </Field>
      {a.ended_reason && <Field label="Ended because">{a.ended_reason}</Field>}
    </SimpleGrid>
  );
}
