import { Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { DataList } from '../../../components/data-list/data-list';
import { useSession } from '../../../lib/auth/use-session';
import { usePaychecksList } from '../api/get-paychecks';
import { paycheckColumns } from '../components/paycheck-columns';
import { PaycheckFilters } from '../components/paycheck-filters';
import { listsOwnPaychecks, opensSource, showsPartner } from '../components/payroll-runs-access';
import { TaxFormsSection } from '../components/tax-forms-section';

/**
 * The issued paychecks (their run approved or later), each opening its paycheck: check date, worker, the
 * partner for staff, gross, taxes, deductions, net and the transfer's status; filters by check dates, the
 * partner (staff) and the run (`?payroll_run_id=`, from the run's "See paychecks"); sorting; CSV. The API
 * scopes the rows: staff all, a partner's users their own, a contractor its own. `own`: the contractor's
 * columns only.
 */
function PaychecksList({ own }: { own: boolean }) {
  const list = usePaychecksList();
  const session = useSession();
  const subject = session?.subject;
  const ownOnly = own || (subject !== undefined && listsOwnPaychecks(subject));
  const showPartner = !ownOnly && subject !== undefined && showsPartner(subject);
  const opensRuns = session !== null && opensSource(session.user, '/payroll_runs');
  const columns = useMemo(() => paycheckColumns({ own: ownOnly, showPartner }), [ownOnly, showPartner]);
  return (
    <DataList
      list={list}
      columns={columns}
      tableName={ownOnly ? 'paychecks_lite' : 'paychecks'}
      noun="paychecks"
      filters={<PaycheckFilters list={list} byPartner={showPartner} opensRuns={opensRuns} />}
    />
  );
}

/** /paychecks: staff, partners who see payroll, and a contractor (its own); the year's tax forms below (decision 0064). */
export function PaychecksPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Paychecks</Title>
      <PaychecksList own={false} />
      <TaxFormsSection />
    </Stack>
  );
}

/** /paychecks_lite: the contractor's own paychecks, the same list with the contractor's columns. */
export function PaychecksLitePage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Paychecks</Title>
      <PaychecksList own />
      <TaxFormsSection />
    </Stack>
  );
}
