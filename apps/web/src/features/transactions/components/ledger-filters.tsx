import { isAdminLike, PAY_CLASSES } from '@app/domain';
import { SelectFilter, TextFilter, optionsOf } from '../../../components/data-list/filter-inputs';
import type { ListQuery } from '../../../components/data-list/use-list-query';
import { useSession } from '../../../lib/auth/use-session';
import { DateRangeFilter } from '../../../components/data-list/date-range-filter';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import { ClientFilter } from '../../../components/reference/reference-filters';
import { classificationLabel } from './ledger-format';

const isIsoDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

function WeekFilter<Row>({ list }: { list: ListQuery<Row> }) {
  return (
    <TextFilter
      list={list}
      name="week_start"
      label="Week starting"
      placeholder="YYYY-MM-DD"
      accept={isIsoDate}
      invalidText="Use YYYY-MM-DD"
    />
  );
}

/** Staff see every employer's rows: they narrow by partner. */
function PartnerFilter<Row>({ list }: { list: ListQuery<Row> }) {
  const partners = usePartnerOptions();
  return <SelectFilter list={list} name="partner_id" label="Partner" data={partners.data ?? []} />;
}

export function ItemFilters<Row>({ list }: { list: ListQuery<Row> }) {
  const subject = useSession()?.subject;
  const staff = subject !== undefined && isAdminLike(subject.userType);
  return (
    <>
      <WeekFilter list={list} />
      <DateRangeFilter list={list} label="Work dates" />
      {staff && <PartnerFilter list={list} />}
      <ClientFilter list={list} />
      <SelectFilter list={list} name="side" label="Side" data={optionsOf('ledgerSide')} />
      <SelectFilter list={list} name="status" label="Status" data={optionsOf('ledgerItemStatus')} />
      <SelectFilter
        list={list}
        name="classification"
        label="Classification"
        data={PAY_CLASSES.map((c) => ({ value: c, label: classificationLabel(c) }))}
      />
    </>
  );
}

export function TransactionFilters<Row>({ list }: { list: ListQuery<Row> }) {
  const subject = useSession()?.subject;
  const staff = subject !== undefined && isAdminLike(subject.userType);
  return (
    <>
      <WeekFilter list={list} />
      <DateRangeFilter list={list} label="Posted" />
      {staff && <PartnerFilter list={list} />}
      <SelectFilter
        list={list}
        name="kind"
        label="Kind"
        data={[
          { value: 'time', label: 'Time' },
          { value: 'expense', label: 'Expense' },
        ]}
      />
    </>
  );
}
