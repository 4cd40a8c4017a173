import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  enumOptions,
  WEEKDAY_NAMES,
  payCalendarUpdateSchema,
  type PayCalendarUpdate,
  type PayCalendarView,
  type PayrollFrequency,
} from '@app/domain';
import { useState } from 'react';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { splitServerErrors, type FieldErrors } from '../../../components/forms/server-field-errors';
import { FORM_INVALID_MESSAGE, toast } from '../../../lib/notify';
import { useUpdatePayrollSettings } from '../api/update-payroll-settings';

const FIELDS = new Set([
  'frequency',
  'anchor_date',
  'pay_day_offset_days',
  'workweek_start_day',
  'workweek_start_hour',
]);

export interface CalendarValues {
  frequency: PayrollFrequency;
  anchor_date: string;
  pay_day_offset_days: number | string;
  workweek_start_day: string;
  workweek_start_hour: string;
}

export const valuesOf = (c: PayCalendarView): CalendarValues => ({
  frequency: c.frequency,
  anchor_date: c.anchor_date,
  pay_day_offset_days: c.pay_day_offset_days,
  workweek_start_day: String(c.workweek_start_day),
  workweek_start_hour: String(c.workweek_start_hour),
});

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;
const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: hourLabel(h) }));
const DAYS = WEEKDAY_NAMES.map((label, i) => ({ value: String(i), label }));

/** The form values as the API body, or the field errors the shared schema finds. */
export const checkCalendar = (v: CalendarValues): Checked<PayCalendarUpdate> =>
  checkedOf(
    payCalendarUpdateSchema.safeParse({
      frequency: v.frequency,
      anchor_date: v.anchor_date,
      pay_day_offset_days: v.pay_day_offset_days === '' ? undefined : v.pay_day_offset_days,
      workweek_start_day: v.workweek_start_day,
      workweek_start_hour: v.workweek_start_hour,
    }),
  );

interface Props {
  calendar: PayCalendarView;
  values: CalendarValues;
  onChange: (values: CalendarValues) => void;
}

/** The employer's pay calendar: how often it pays, when, and the fixed workweek overtime is counted in. */
export function PayCalendarForm({ calendar, values, onChange }: Props) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [topError, setTopError] = useState<string | null>(null);
  const update = useUpdatePayrollSettings();
  const readOnly = !calendar.can_edit;
  const set = (patch: Partial<CalendarValues>) => onChange({ ...values, ...patch });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkCalendar(values);
    setErrors(checked.errors ?? {});
    setTopError(checked.body ? null : FORM_INVALID_MESSAGE);
    if (!checked.body) return;
    update.mutate(checked.body, {
      onSuccess: () => toast.success('Payroll settings saved'),
      onError: (err) => {
        const split = splitServerErrors(err, FIELDS);
        setErrors(split.fields);
        setTopError(split.error.message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Pay calendar">
      <Stack>
        {topError && (
          <Alert color="red" variant="light" role="alert">
            {topError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Payroll frequency"
            required
            disabled={readOnly}
            data={enumOptions('payrollFrequency')}
            value={values.frequency}
            onChange={(v) => v && set({ frequency: v as PayrollFrequency })}
            allowDeselect={false}
            error={errors.frequency}
          />
          <TextInput
            label="Period anchor date"
            description="The first day of any pay period"
            type="date"
            required
            disabled={readOnly}
            value={values.anchor_date}
            onChange={(e) => set({ anchor_date: e.currentTarget.value })}
            error={errors.anchor_date}
          />
          <NumberInput
            label="Pay day offset (days)"
            description="Pay day = period end + this many days"
            required
            disabled={readOnly}
            min={0}
            max={31}
            allowDecimal={false}
            value={values.pay_day_offset_days}
            onChange={(v) => set({ pay_day_offset_days: v })}
            error={errors.pay_day_offset_days}
          />
          <Select
            label="Workweek starts on"
            required
            disabled={readOnly}
            data={DAYS}
            value={values.workweek_start_day}
            onChange={(v) => v && set({ workweek_start_day: v })}
            allowDeselect={false}
            error={errors.workweek_start_day}
          />
          <Select
            label="Workweek start hour"
            description="Local time of each work location"
            required
            disabled={readOnly}
            data={HOURS}
            value={values.workweek_start_hour}
            onChange={(v) => v && set({ workweek_start_hour: v })}
            allowDeselect={false}
            error={errors.workweek_start_hour}
          />
        </SimpleGrid>
        {readOnly ? (
          <Text size="sm" c="dimmed">
            You may read this pay calendar; only the employer changes it.
          </Text>
        ) : (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              A new workweek applies to time recomputed after saving; posted weeks keep their items.
            </Text>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
