import { TextInput } from '@mantine/core';
import type { ListQuery } from '../../../components/data-list/use-list-query';
import { isDay } from '../../../lib/week';

/** The week filter of the timesheet and approval lists: the seven days from the chosen date. */
export function WeekFilter<Row>({ list }: { list: ListQuery<Row> }) {
  return (
    <TextInput
      type="date"
      label="Week starting"
      value={list.state.filters.week_start ?? ''}
      onChange={(e) => {
        const v = e.currentTarget.value;
        if (v === '' || isDay(v)) list.setFilter('week_start', v);
      }}
      w={170}
    />
  );
}
