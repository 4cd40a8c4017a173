import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { BenefitEnrollmentDetail } from '@app/domain';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatCalendarDate } from '../../../components/data-list/format';
import { splitServerErrors } from '../../../components/forms/server-field-errors';
import { usePublicGlobals } from '../../../lib/auth/use-public-globals';
import { toast } from '../../../lib/notify';
import { useAddDependent, useRemoveDependent } from '../api/benefits';

const FIELDS = new Set(['first_name', 'last_name', 'date_of_birth', 'gender', 'relationship']);
const EMPTY = { first_name: '', last_name: '', date_of_birth: '', gender: '', relationship: '' };

function AddDependentForm({ enrollmentId }: { enrollmentId: string }) {
  const globals = usePublicGlobals();
  const add = useAddDependent(enrollmentId);
  const [f, setF] = useState(EMPTY);
  const set = (patch: Partial<typeof f>) => setF((x) => ({ ...x, ...patch }));
  const split = add.isError ? splitServerErrors(add.error, FIELDS) : null;
  const err = (k: string) => split?.fields[k];
  const submit = () => {
    if (add.isPending) return;
    add.mutate(
      { benefit_id: enrollmentId, ...f },
      {
        onSuccess: (d) => {
          toast.success(`${d.first_name} ${d.last_name} added`);
          setF(EMPTY);
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), submit())} aria-label="Add a dependent">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Add a dependent
        </Title>
        {split && !split.error.silent && (
          <Alert color="red" role="alert">
            {split.error.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="First name"
            value={f.first_name}
            onChange={(e) => set({ first_name: e.currentTarget.value })}
            error={err('first_name')}
            required
          />
          <TextInput
            label="Last name"
            value={f.last_name}
            onChange={(e) => set({ last_name: e.currentTarget.value })}
            error={err('last_name')}
            required
          />
          <TextInput
            label="Date of birth"
            type="date"
            value={f.date_of_birth}
            onChange={(e) => set({ date_of_birth: e.currentTarget.value })}
            error={err('date_of_birth')}
            required
          />
          <Select
            label="Gender"
            data={globals.benefit_dependent_genders}
            value={f.gender || null}
            onChange={(v) => set({ gender: v ?? '' })}
            error={err('gender')}
            required
          />
          <Select
            label="Relationship"
            data={globals.benefit_dependent_relationships}
            value={f.relationship || null}
            onChange={(v) => set({ relationship: v ?? '' })}
            error={err('relationship')}
            required
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={add.isPending}>
            Add dependent
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The dependents an enrollment covers, with their gender and relationship in the public globals' words;
 * the worker (or its employer) adds one within the tier and removes one after confirming.
 */
export function DependentsSection({ enrollment }: { enrollment: BenefitEnrollmentDetail }) {
  const globals = usePublicGlobals();
  const remove = useRemoveDependent(enrollment.id);
  const label = (list: { value: string; label: string }[], v: string) => list.find((x) => x.value === v)?.label ?? v;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={`dependents-${enrollment.id}`}>
      <Stack>
        <Title order={2} size="h4" id={`dependents-${enrollment.id}`}>
          Dependents
        </Title>
        {enrollment.dependents.length === 0 ? (
          <Text size="sm">No dependents covered.</Text>
        ) : (
          <Table aria-label="Dependents" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Relationship</Table.Th>
                <Table.Th>Gender</Table.Th>
                <Table.Th>Date of birth</Table.Th>
                {enrollment.can_edit_dependents && <Table.Th aria-label="Actions" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {enrollment.dependents.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>
                    {d.first_name} {d.last_name}
                  </Table.Td>
                  <Table.Td>{label(globals.benefit_dependent_relationships, d.relationship)}</Table.Td>
                  <Table.Td>{label(globals.benefit_dependent_genders, d.gender)}</Table.Td>
                  <Table.Td>{formatCalendarDate(d.date_of_birth)}</Table.Td>
                  {enrollment.can_edit_dependents && (
                    <Table.Td>
                      <ConfirmButton
                        label="Remove"
                        color="red"
                        title={`Remove ${d.first_name} ${d.last_name}?`}
                        message="They are no longer covered by this plan."
                        onConfirm={async () => {
                          await remove.mutateAsync(d.id);
                          toast.success(`${d.first_name} ${d.last_name} removed`);
                        }}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {enrollment.can_edit_dependents && <AddDependentForm enrollmentId={enrollment.id} />}
      </Stack>
    </Paper>
  );
}
