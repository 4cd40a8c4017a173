import { Button, Group, Stack, Title } from '@mantine/core';
import { IconCashRegister } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { useSession } from '../../../lib/auth/use-session';
import { usePayrollRunsList } from '../api/get-payroll-runs';
import { payrollRunColumns } from '../components/payroll-run-columns';
import { PayrollRunFilters } from '../components/payroll-run-filters';
import { picksPartner, runsPayroll, showsPartner } from '../components/payroll-runs-access';
import { NewPayrollRunModal } from '../components/new-payroll-run-modal';
import { OffCycleRunModal } from '../components/off-cycle-run-modal';

/**
 * /payroll_runs: the runs this user may see (the API scopes them to the partner for a partner's users),
 * filters by status (and partner for staff), sorting, CSV, and for the employer a New payroll run dialog
 * that creates the run of a pay period and lands on it, and an Off-cycle run dialog (decision 0050).
 */
export function PayrollRunsPage() {
  const list = usePayrollRunsList();
  const subject = useSession()?.subject;
  const [creating, setCreating] = useState(false);
  const [offCycle, setOffCycle] = useState(false);
  const [params, setParams] = useSearchParams();
  const employer = subject !== undefined && runsPayroll(subject);
  // `?new=1` (the palette's "Run payroll") opens the New payroll run dialog once; the parameter is dropped so
  // the list's filters never see it and a reload does not open the dialog again.
  useEffect(() => {
    if (params.get('new') !== '1') return;
    if (employer) setCreating(true);
    setParams(
      (current) => {
        current.delete('new');
        return current;
      },
      { replace: true },
    );
  }, [params, setParams, employer]);
  const showPartner = subject !== undefined && showsPartner(subject);
  const columns = useMemo(() => payrollRunColumns({ showPartner }), [showPartner]);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Payroll Runs</Title>
        {employer && (
          <Group gap="sm">
            <Button variant="default" onClick={() => setOffCycle(true)}>
              Off-cycle run
            </Button>
            <Button leftSection={<IconCashRegister size={16} aria-hidden />} onClick={() => setCreating(true)}>
              New payroll run
            </Button>
          </Group>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="payroll_runs"
        noun="payroll runs"
        filters={<PayrollRunFilters list={list} byPartner={showPartner} />}
      />
      {creating && subject && employer && (
        <NewPayrollRunModal picksPartner={picksPartner(subject)} onClose={() => setCreating(false)} />
      )}
      {offCycle && subject && (
        <OffCycleRunModal picksPartner={picksPartner(subject)} onClose={() => setOffCycle(false)} />
      )}
    </Stack>
  );
}
