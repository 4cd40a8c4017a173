import { Button, Group, Modal, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { useReturnFocus } from '../../../components/use-return-focus';
import { optionsOf, SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { useCreatePtoRule } from '../api/create-pto-rule';
import { usePtoRulesList } from '../api/get-pto-rules';
import { mayCreatePtoRules } from '../components/pto-access';
import { ptoRuleColumns } from '../components/pto-rule-columns';
import { checkCreate, emptyPtoRuleValues, PtoRuleForm, usePtoRuleForm } from '../components/pto-rule-form';
import { PtoRuleDetail } from './pto-rule-detail';

function CreatePtoRuleModal({ onClose }: { onClose: () => void }) {
  const create = useCreatePtoRule();
  useReturnFocus();
  const navigate = useNavigate();
  const form = usePtoRuleForm(emptyPtoRuleValues, checkCreate, async (body) => {
    const row = await create.mutateAsync(body);
    toast.success('PTO rule created');
    navigate(`/pto_rules/${row.id}`);
  });
  return (
    <Modal opened onClose={onClose} title="New PTO rule" size="lg">
      <PtoRuleForm form={form} submitLabel="Create rule" creating onCancel={onClose} />
    </Modal>
  );
}

function PtoRulesList() {
  const list = usePtoRulesList();
  const subject = useSession()?.subject;
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => ptoRuleColumns(), []);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>PTO Rules</Title>
        {subject && mayCreatePtoRules(subject) && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New PTO rule
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="pto_rules"
        noun="PTO rules"
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Rule name" search />
            <SelectFilter list={list} name="method" label="Method" data={optionsOf('ptoAccrualMethod')} />
            <SelectFilter
              list={list}
              name="active"
              label="Status"
              data={[
                { value: 'true', label: 'Active' },
                { value: 'false', label: 'Inactive' },
              ]}
            />
          </>
        }
      />
      {creating && <CreatePtoRuleModal onClose={() => setCreating(false)} />}
    </Stack>
  );
}

/** /pto_rules/:id?: the rules (without an id) or one rule with its enrolled contractors. */
export function PtoRulesPage() {
  const { id } = useParams();
  return id ? <PtoRuleDetail id={id} /> : <PtoRulesList />;
}
