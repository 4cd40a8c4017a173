import { Stack, Title } from '@mantine/core';
import { WeekEntry } from '../components/week-entry';

/** /contractor/timesheets: the signed-in contractor's own week. */
export function ContractorTimesheetsPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Timesheets</Title>
      <WeekEntry />
    </Stack>
  );
}
