import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { DEDUCTION_KIND_LABELS, DEDUCTION_KINDS, isEmployer } from '@app/domain';
import { useMemo, useState } from 'react';
import { DataList } from '../../../components/data-list/data-list';
import { useSession } from '../../../lib/auth/use-session';
import { useDeductionsList } from '../api/deductions';
import { deductionColumns } from '../components/deduction-columns';
import { seesPartners } from '../components/deductions-benefits-access';
import { NewDeductionModal } from '../components/new-deduction-modal';

const KIND_OPTIONS = DEDUCTION_KINDS.map((value) => ({ value, label: DEDUCTION_KIND_LABELS[value] }));

/**
 * /paycheck_deductions: every worker's standing deductions in the caller's scope — what each asks, what
 * approved paychecks took, the balance of a loan or advance and the arrears the engine's limits left (in
 * red) — filtered by kind and open or stopped, with CSV. The employer (an admin, a self-employer partner)
 * adds them; others read.
 */
export function PaycheckDeductionsPage() {
  const list = useDeductionsList();
  const subject = useSession()?.subject;
  const [adding, setAdding] = useState(false);
  const showPartner = seesPartners(subject);
  const columns = useMemo(() => deductionColumns(showPartner), [showPartner]);
  const filter = (key: 'kind' | 'state') => list.state.filters[key] ?? null;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Paycheck Deductions</Title>
        {subject && isEmployer(subject) && <Button onClick={() => setAdding(true)}>New deduction</Button>}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="paycheck_deductions"
        noun="deductions"
        filters={
          <Group>
            <Select
              label="Kind"
              placeholder="Any kind"
              clearable
              data={KIND_OPTIONS}
              value={filter('kind')}
              onChange={(v) => list.setFilter('kind', v)}
              comboboxProps={{ keepMounted: false }}
            />
            <Select
              label="State"
              placeholder="Open and stopped"
              clearable
              data={[
                { value: 'open', label: 'Open' },
                { value: 'stopped', label: 'Stopped' },
              ]}
              value={filter('state')}
              onChange={(v) => list.setFilter('state', v)}
              comboboxProps={{ keepMounted: false }}
            />
          </Group>
        }
      />
      {adding && <NewDeductionModal onClose={() => setAdding(false)} />}
    </Stack>
  );
}
