import { Anchor, CloseButton, Group, Text } from '@mantine/core';
import '@mantine/dates/styles.css';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import type { PaycheckListRow } from '@app/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import type { ListQuery } from '../../../components/data-list/use-list-query';
import { usePartnerOptions } from '../../../components/reference/partner-options';

type Range = DatesRangeValue<string>;

/**
 * `check_date_from` + `check_date_to`: a half-picked range stays in the field and reaches the URL only once
 * its second date is picked (or it is cleared). Check dates may be ahead of today (a run's pay day).
 */
function CheckDateFilter({ list }: { list: ListQuery<PaycheckListRow> }) {
  const from = list.state.filters.check_date_from ?? null;
  const to = list.state.filters.check_date_to ?? null;
  const [draft, setDraft] = useState<Range>([from, to]);
  // Back/forward or "Clear filters" changed the URL: show that range.
  useEffect(() => setDraft([from, to]), [from, to]);
  const change = (value: Range) => {
    setDraft(value);
    const [start, end] = value;
    if ((start && end) || (!start && !end)) list.setFilters({ check_date_from: start, check_date_to: end });
  };
  return (
    <DatePickerInput
      type="range"
      label="Check dates"
      placeholder="Any time"
      value={draft}
      onChange={change}
      allowSingleDateInRange
      clearable
      w={260}
    />
  );
}

/** The run the list is narrowed to (from the run page's "See paychecks"): a link back, and a way out. */
function RunFilter({ list, opensRuns }: { list: ListQuery<PaycheckListRow>; opensRuns: boolean }) {
  const runId = list.state.filters.payroll_run_id;
  if (!runId) return null;
  return (
    <Group gap={4} wrap="nowrap" pb={6}>
      <Text size="sm">
        {opensRuns ? (
          <Anchor component={Link} to={`/payroll_runs/${runId}`}>
            One payroll run
          </Anchor>
        ) : (
          'One payroll run'
        )}
      </Text>
      <CloseButton
        size="sm"
        aria-label="Show the paychecks of every run"
        onClick={() => list.setFilter('payroll_run_id', null)}
      />
    </Group>
  );
}

function PartnerFilter({ list }: { list: ListQuery<PaycheckListRow> }) {
  const partners = usePartnerOptions();
  return <SelectFilter list={list} name="partner_id" label="Partner" data={partners.data ?? []} />;
}

export function PaycheckFilters({
  list,
  byPartner,
  opensRuns,
}: {
  list: ListQuery<PaycheckListRow>;
  byPartner: boolean;
  opensRuns: boolean;
}) {
  return (
    <>
      <CheckDateFilter list={list} />
      {byPartner && <PartnerFilter list={list} />}
      <RunFilter list={list} opensRuns={opensRuns} />
    </>
  );
}
