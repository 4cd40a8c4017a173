import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { buildsForms } from '@app/domain';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { useFormsList, useMyFormsList } from '../api/forms';
import { formColumns, myFormColumns } from '../components/form-columns';

const STATUS = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
];
const MY_STATUS = [
  { value: 'pending', label: 'To fill in' },
  { value: 'submitted', label: 'Submitted' },
];

function StaffForms() {
  const list = useFormsList();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Forms</Title>
          <Text c="dimmed" size="sm">
            Build a form, publish it and assign it to your contractors and client users; their answers show on the form.
          </Text>
        </div>
        <Button component={Link} to="/forms/new" leftSection={<IconPlus size={16} aria-hidden />}>
          New form
        </Button>
      </Group>
      <DataList
        list={list}
        columns={formColumns}
        tableName="forms"
        noun="forms"
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Title" search />
            <SelectFilter list={list} name="status" label="Status" data={STATUS} />
          </>
        }
      />
    </Stack>
  );
}

function MyForms() {
  const list = useMyFormsList();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Forms</Title>
        <Text c="dimmed" size="sm">
          The forms you were asked to fill in.
        </Text>
      </div>
      <DataList
        list={list}
        columns={myFormColumns}
        tableName="my-forms"
        noun="forms"
        filters={<SelectFilter list={list} name="status" label="Status" data={MY_STATUS} />}
      />
    </Stack>
  );
}

/**
 * /forms (decision 0077): staff and partners' users list their forms (search, status, sort, CSV) and
 * start a new one; a contractor or client user sees the forms assigned to it, each opening its fill page.
 */
export function FormsPage() {
  const subject = useSession()?.subject;
  if (!subject) return null;
  return buildsForms(subject.userType) ? <StaffForms /> : <MyForms />;
}
