import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  canEnterExpensesForOthers,
  contractorMayEnterExpenses,
  type AccessSubject,
  type ExpenseButton,
  type ExpenseView,
  seesSeveralPartners,
} from '@app/domain';
import { useMemo, useState } from 'react';
import { BulkDecisionBar, useBulkSelection } from '../../../components/bulk-decisions/bulk-decisions';
import { DataList } from '../../../components/data-list/data-list';
import { formatCalendarDate, formatMoney } from '../../../components/data-list/format';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import type { ListQuery } from '../../../components/data-list/use-list-query';
import { useSession } from '../../../lib/auth/use-session';
import { toast, toastError } from '../../../lib/notify';
import { DateRangeFilter } from '../../../components/data-list/date-range-filter';
import { picksClient } from '../../../components/reference/reference-access';
import { ClientFilter } from '../../../components/reference/reference-filters';
import { useBulkExpenseDecision } from '../api/bulk-expense-decision';
import { downloadReceipt } from '../api/download-receipt';
import { useExpenseAction } from '../api/expense-action';
import { useExpenseContractorOptions } from '../api/get-contractor-options';
import { useExpensesList } from '../api/get-expenses';
import { ExpenseActionDialog, type ActionRequest } from '../components/expense-action-dialog';
import { decidableInBulk, entersOwnExpenses } from '../components/expense-access';
import { expenseColumns } from '../components/expense-columns';
import { EditExpenseModal, NewExpenseModal } from '../components/expense-form-modal';
import { DESTRUCTIVE, DONE, PAID_OPTIONS, STATUS_OPTIONS, TYPE_OPTIONS } from '../lib/expense-labels';

const mayEnter = (s: AccessSubject) => canEnterExpensesForOthers(s) || contractorMayEnterExpenses(s);
const NOUN = { one: 'expense', many: 'expenses' };
const rowLabel = (e: ExpenseView) =>
  `Select ${e.contractor.name}, ${formatCalendarDate(e.date)}, ${formatMoney(e.amount)}`;

function ContractorFilter({ list }: { list: ListQuery<ExpenseView> }) {
  const options = useExpenseContractorOptions(true);
  if (options.isError) return null;
  return <SelectFilter list={list} name="contractor_id" label="Contractor" data={options.data ?? []} />;
}

/**
 * /expenses: the expenses this user may see (the API scopes them), filters, CSV, a New expense
 * modal with the receipt, per-row buttons exactly as the domain's action table allows, and bulk
 * approve / reject of the chosen rows for those who decide them (decision 0109).
 */
export function ExpensesPage() {
  const list = useExpensesList();
  const subject = useSession()?.subject;
  const { mutate: decide } = useExpenseAction();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ExpenseView | null>(null);
  const [asking, setAsking] = useState<ActionRequest | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const isContractor = subject !== undefined && entersOwnExpenses(subject);
  const bulk = useBulkExpenseDecision();
  const chosen = useBulkSelection(JSON.stringify(list.params), decidableInBulk, rowLabel);
  const offersBulk = list.rows.some(decidableInBulk) || chosen.selected.length > 0;

  const columns = useMemo(() => {
    const onButton = (button: ExpenseButton, e: ExpenseView) => {
      if (button === 'edit') return setEditing(e);
      if (DESTRUCTIVE.has(button)) return setAsking({ action: button as ActionRequest['action'], expense: e });
      const act = button as Exclude<ExpenseButton, 'edit' | 'delete'>;
      setBusy(`${e.id}:${act}`);
      decide(
        { id: e.id, action: act },
        { onSuccess: () => toast.success(DONE[act]), onError: toastError, onSettled: () => setBusy(null) },
      );
    };
    const onReceipt = (e: ExpenseView) => void downloadReceipt(e).catch(toastError);
    return expenseColumns({
      showPartner: subject !== undefined && seesSeveralPartners(subject),
      showContractor: !isContractor,
      onButton,
      onReceipt,
      busy,
    });
    // The columns change with who is looking and what is in flight (`decide` is TanStack's stable mutate).
  }, [subject, isContractor, busy, decide]);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Expenses</Title>
        {subject && mayEnter(subject) && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New expense
          </Button>
        )}
      </Group>
      <BulkDecisionBar
        count={chosen.selected.length}
        noun={NOUN}
        ids={chosen.selected.map((e) => e.id)}
        decide={bulk.mutateAsync}
        onDecided={chosen.drop}
        onClear={chosen.clear}
        reasonDescription="The contractor sees this reason."
      />
      <DataList
        list={list}
        columns={columns}
        tableName="expenses"
        noun="expenses"
        selection={offersBulk ? chosen.selection : undefined}
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Description, category, name" search />
            <SelectFilter list={list} name="status" label="Status" data={STATUS_OPTIONS} />
            <SelectFilter list={list} name="type" label="Type" data={TYPE_OPTIONS} />
            {subject && picksClient(subject) && !isContractor && <ClientFilter list={list} />}
            {subject && !isContractor && <ContractorFilter list={list} />}
            <SelectFilter list={list} name="paid" label="Paid" data={PAID_OPTIONS} />
            <DateRangeFilter list={list} label="Date" />
          </>
        }
      />
      {creating && subject && <NewExpenseModal subject={subject} onClose={() => setCreating(false)} />}
      {editing && subject && <EditExpenseModal subject={subject} expense={editing} onClose={() => setEditing(null)} />}
      {asking && <ExpenseActionDialog request={asking} onClose={() => setAsking(null)} />}
    </Stack>
  );
}
