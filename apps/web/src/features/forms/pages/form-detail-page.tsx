import { Alert, Badge, Button, Group, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { buildsForms, formFields, type FormDetail } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import { formatMoment } from '../../../components/data-list/format';
import { BackLink, DetailGate } from '../../../components/reference/detail-parts';
import { useSession } from '../../../lib/auth/use-session';
import { toast, toastError } from '../../../lib/notify';
import { useAssignments, useForm, useFormActions, useSubmissionsList } from '../api/forms';
import { AssignModal } from '../components/assign-modal';
import { AssignmentStatusBadge, FormStatusBadge, submissionColumns } from '../components/form-columns';
import { FillForm } from '../components/fill-form';
import { AnswersView } from '../components/form-renderer';

function Submissions({ form }: { form: FormDetail }) {
  const list = useSubmissionsList(form.id);
  const versions = form.versions.map((v) => ({ value: String(v.version), label: `Version ${v.version}` }));
  return (
    <DataList
      list={list}
      columns={submissionColumns(form.definition)}
      tableName={`form-submissions-${form.id}`}
      noun="submissions"
      filters={<SelectFilter list={list} name="version" label="Version" data={versions} />}
    />
  );
}

function Assigned({ form }: { form: FormDetail }) {
  const query = useAssignments(form.id);
  const rows = query.data?.data ?? [];
  if (query.isPending) return <Text c="dimmed">Loading…</Text>;
  if (rows.length === 0) return <Text c="dimmed">Not assigned to anyone yet.</Text>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Person</Table.Th>
          <Table.Th>Organization</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Assigned</Table.Th>
          <Table.Th>Submitted</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((a) => (
          <Table.Tr key={a.id}>
            <Table.Td>
              {a.recipient.name}
              <Text size="xs" c="dimmed">
                {a.recipient.email}
              </Text>
            </Table.Td>
            <Table.Td>{a.recipient.organization}</Table.Td>
            <Table.Td>
              <AssignmentStatusBadge status={a.status} />
            </Table.Td>
            <Table.Td>{formatMoment(a.assigned_at)}</Table.Td>
            <Table.Td>{formatMoment(a.submitted_at) || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Actions({ form, onAssign }: { form: FormDetail; onAssign: () => void }) {
  const { publish, archive } = useFormActions(form.id);
  const run = async (what: typeof publish, done: string) => {
    try {
      await what.mutateAsync();
      toast.success(done);
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Group gap="sm">
      {form.can_edit && (
        <Button variant="default" component={Link} to={`/forms/new?form=${form.id}`}>
          Edit
        </Button>
      )}
      {form.status === 'draft' && (
        <Button loading={publish.isPending} onClick={() => void run(publish, 'Form published')}>
          Publish
        </Button>
      )}
      {form.can_assign && <Button onClick={onAssign}>Assign</Button>}
      {form.status !== 'archived' && (
        <ConfirmButton
          label="Archive"
          color="red"
          variant="subtle"
          title="Archive this form?"
          message="An archived form takes no new assignment and no more answers; the answers received stay."
          confirmLabel="Archive form"
          onConfirm={async () => {
            await archive.mutateAsync();
            toast.success('Form archived');
          }}
        />
      )}
    </Group>
  );
}

function StaffDetail({ id }: { id: string }) {
  const query = useForm(id);
  const [assigning, setAssigning] = useState(false);
  return (
    <DetailGate query={query} noun="form">
      {(form) => (
        <Stack gap="lg">
          <BackLink to="/forms" label="Forms" />
          <Group justify="space-between" align="flex-start">
            <div>
              <Group gap="sm">
                <Title order={1}>{form.title}</Title>
                <FormStatusBadge status={form.status} />
                <Badge variant="outline">Version {form.version}</Badge>
              </Group>
              {form.description && <Text mt="xs">{form.description}</Text>}
              <Text size="sm" c="dimmed" mt={4}>
                {form.partner?.name ?? 'Platform form'} · {formFields(form.definition).length} fields ·{' '}
                {form.assigned_count} assigned · {form.submitted_count} submitted
              </Text>
            </div>
            <Actions form={form} onAssign={() => setAssigning(true)} />
          </Group>
          {form.status === 'draft' && (
            <Alert color="blue" variant="light">
              Publish the form to assign it.
            </Alert>
          )}
          <Tabs defaultValue="submissions" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="submissions">Submissions ({form.submitted_count})</Tabs.Tab>
              <Tabs.Tab value="assigned">Assigned ({form.assigned_count})</Tabs.Tab>
              <Tabs.Tab value="form">Form</Tabs.Tab>
              <Tabs.Tab value="versions">Versions ({form.versions.length})</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="submissions" pt="md">
              <Submissions form={form} />
            </Tabs.Panel>
            <Tabs.Panel value="assigned" pt="md">
              <Assigned form={form} />
            </Tabs.Panel>
            <Tabs.Panel value="form" pt="md">
              <AnswersView definition={form.definition} answers={{}} />
            </Tabs.Panel>
            <Tabs.Panel value="versions" pt="md">
              <Paper withBorder>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Version</Table.Th>
                      <Table.Th>Title</Table.Th>
                      <Table.Th>Fields</Table.Th>
                      <Table.Th>Submissions</Table.Th>
                      <Table.Th>Made</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {form.versions.map((v) => (
                      <Table.Tr key={v.version}>
                        <Table.Td>{v.version}</Table.Td>
                        <Table.Td>{v.title}</Table.Td>
                        <Table.Td>{formFields(v.definition).length}</Table.Td>
                        <Table.Td>{v.submissions}</Table.Td>
                        <Table.Td>{formatMoment(v.created_at)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
            </Tabs.Panel>
          </Tabs>
          {assigning && <AssignModal form={form} onClose={() => setAssigning(false)} />}
        </Stack>
      )}
    </DetailGate>
  );
}

/**
 * /forms/:id (decision 0077): for staff and partners' users the form — its actions (edit, publish,
 * assign, archive), its submissions (a column per field, version filter, sort, CSV), who has it, the
 * form itself and its versions; for a contractor or client user the page to fill it in.
 */
export function FormDetailPage() {
  const { id = '' } = useParams();
  const subject = useSession()?.subject;
  if (!subject) return null;
  return buildsForms(subject.userType) ? <StaffDetail id={id} /> : <FillForm id={id} />;
}
