import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { ACCESS_DENIED_TEXT, NotFoundView } from '../../../app/errors/not-found-view';
import { PageLoader } from '../../../components/page-loader';
import { toApiError } from '../../../lib/api/errors';
import { usePayrollSettings } from '../api/get-payroll-settings';
import { useWorkPeriods, type PeriodsPreview } from '../api/get-work-periods';
import { checkCalendar, PayCalendarForm, valuesOf, type CalendarValues } from '../components/pay-calendar-form';
import { WorkPeriodsTable } from '../components/work-periods-table';

const PERIOD_COUNT = 6;

/** /payroll_settings: the employer's pay calendar, and its pay periods as the form would make them. */
export function PayrollSettingsPage() {
  const settings = usePayrollSettings();
  const [values, setValues] = useState<CalendarValues | null>(null);
  useEffect(() => {
    if (settings.data) setValues(valuesOf(settings.data));
  }, [settings.data]);

  // The periods follow the form while it holds a valid calendar, so a change is seen before it is saved.
  const preview = useMemo<PeriodsPreview>(() => {
    const body = values ? checkCalendar(values).body : null;
    return body
      ? { frequency: body.frequency, anchor_date: body.anchor_date, pay_day_offset_days: body.pay_day_offset_days }
      : {};
  }, [values]);
  const periods = useWorkPeriods(PERIOD_COUNT, preview);

  if (settings.isPending) return <PageLoader />;
  if (settings.isError) {
    const error = toApiError(settings.error);
    if (error.statusCode === 404 || error.statusCode === 403) return <NotFoundView message={ACCESS_DENIED_TEXT} />;
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load the payroll settings">
        {error.message}
      </Alert>
    );
  }
  const calendar = settings.data;
  return (
    <Stack gap="lg" maw={960}>
      <Group gap="sm">
        <Title order={1}>Payroll Settings</Title>
        {calendar.is_default && <Badge variant="light">Default calendar</Badge>}
      </Group>
      <Text c="dimmed">Employer: {calendar.employer_name}</Text>
      <Paper withBorder p="lg">
        {values && <PayCalendarForm calendar={calendar} values={values} onChange={setValues} />}
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h3">
          Pay periods
        </Title>
        {periods.isError ? (
          <Alert color="red" variant="light" role="alert">
            {toApiError(periods.error).message}
          </Alert>
        ) : (
          <WorkPeriodsTable periods={periods.data?.data} loading={periods.isFetching} />
        )}
      </Stack>
    </Stack>
  );
}
