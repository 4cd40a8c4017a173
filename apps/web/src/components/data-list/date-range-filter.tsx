import '@mantine/dates/styles.css';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useEffect, useState } from 'react';
import type { ListQuery } from './use-list-query';

type Range = DatesRangeValue<string>;

/**
 * `date_from` + `date_to` (ISO dates): the API takes both or neither, so a half-picked range
 * stays in the field and reaches the URL only once its second date is picked (or it is cleared).
 */
export function DateRangeFilter<Row>({ list, label = 'Date range' }: { list: ListQuery<Row>; label?: string }) {
  const from = list.state.filters.date_from ?? null;
  const to = list.state.filters.date_to ?? null;
  const [draft, setDraft] = useState<Range>([from, to]);

  // Back/forward or "Clear filters" changed the URL: show that range.
  useEffect(() => setDraft([from, to]), [from, to]);

  const change = (value: Range) => {
    setDraft(value);
    const [start, end] = value;
    if ((start && end) || (!start && !end)) list.setFilters({ date_from: start, date_to: end });
  };

  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder="Any time"
      value={draft}
      onChange={change}
      allowSingleDateInRange
      clearable
      maxDate={new Date()}
      w={260}
    />
  );
}
