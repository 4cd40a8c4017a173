import { Select, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  ENUM_LABELS,
  minutesAsHours,
  timeOffRequestCreateSchema,
  timeOffRequestUpdateSchema,
  TIME_OFF_TYPES,
  type TimeOffRequestCreate,
  type TimeOffRequestUpdate,
  type TimeOffRequestView,
  type TimeOffType,
} from '@app/domain';
import { useEffect } from 'react';
import { formatHours } from '../../../components/data-list/format';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { minutesOfHours } from '../../../components/hours';
import { useAssignmentOptions } from '../api/get-assignment-options';

export const TYPE_LABELS = ENUM_LABELS.timeOffType;

export interface TimeOffFormValues {
  assignment_id: string;
  type: TimeOffType;
  start_date: string;
  end_date: string;
  hours_per_day: string;
  reason: string;
}

export const emptyTimeOffValues = (): TimeOffFormValues => ({
  assignment_id: '',
  type: 'pto',
  start_date: '',
  end_date: '',
  hours_per_day: '8',
  reason: '',
});

export const timeOffValuesFrom = (r: TimeOffRequestView): TimeOffFormValues => ({
  assignment_id: r.assignment.id,
  type: r.type,
  start_date: r.start_date,
  end_date: r.end_date,
  hours_per_day: minutesAsHours(r.minutes_per_day),
  reason: r.reason ?? '',
});

/** Mon–Fri between two dates, as the API counts them. */
export function weekdayCount(start: string, end: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end) || end < start) return 0;
  let n = 0;
  const d = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`).getTime();
  while (d.getTime() <= last && n < 400) {
    const dow = d.getUTCDay();
    if (dow !== 0 && dow !== 6) n += 1;
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return n;
}

const rename = <T,>(c: Checked<T>): Checked<T> =>
  c.errors === null
    ? c
    : {
        body: null,
        errors: Object.fromEntries(
          Object.entries(c.errors).map(([k, v]) => [k === 'minutes_per_day' ? 'hours_per_day' : k, v]),
        ),
      };

const common = (v: TimeOffFormValues) => ({
  type: v.type,
  start_date: v.start_date,
  end_date: v.end_date,
  minutes_per_day: minutesOfHours(v.hours_per_day) ?? Number.NaN,
  reason: v.reason.trim() || null,
});

/** The schema's cross-field rule runs only once every field parses; the form says it at once. */
const rangeError = (v: TimeOffFormValues): Record<string, string> =>
  v.start_date && v.end_date && v.end_date < v.start_date
    ? { end_date: 'The end date must not be before the start date' }
    : {};

export const checkCreate = (v: TimeOffFormValues): Checked<TimeOffRequestCreate> =>
  rename(
    checkedOf(timeOffRequestCreateSchema.safeParse({ assignment_id: v.assignment_id, ...common(v) }), {
      ...rangeError(v),
      ...(v.assignment_id ? {} : { assignment_id: 'Choose an assignment' }),
    }),
  );

export const checkUpdate = (v: TimeOffFormValues): Checked<TimeOffRequestUpdate> =>
  rename(checkedOf(timeOffRequestUpdateSchema.safeParse(common(v)), rangeError(v)));

const FIELD_KEYS = ['assignment_id', 'type', 'start_date', 'end_date', 'hours_per_day', 'minutes_per_day', 'reason'];

export function useTimeOffForm<B>(
  initial: () => TimeOffFormValues,
  check: (v: TimeOffFormValues) => Checked<B>,
  save: (b: B) => Promise<void>,
) {
  return useFormState<TimeOffFormValues, B>({ initial, check, save, fieldKeys: FIELD_KEYS });
}

interface Props {
  form: ReturnType<typeof useTimeOffForm<unknown>>;
  submitLabel: string;
  creating: boolean;
  onCancel?: () => void;
}

export function TimeOffForm({ form, submitLabel, creating, onCancel }: Props) {
  const { values } = form;
  const assignments = useAssignmentOptions(creating);
  const options = (assignments.data?.data ?? []).map((a) => ({
    value: a.id,
    label: `${a.contractor.name} — ${a.job_title} at ${a.client.name}`,
  }));
  // One assignment (a contractor's usual case): chosen for them.
  const only = options.length === 1 ? options[0]!.value : null;
  useEffect(() => {
    if (creating && only && !values.assignment_id) form.set('assignment_id', only);
  }, [creating, only, values.assignment_id, form]);
  const days = weekdayCount(values.start_date, values.end_date);
  const perDay = minutesOfHours(values.hours_per_day);
  return (
    <ResourceFormFrame form={form} submitLabel={submitLabel} onCancel={onCancel}>
      {creating && (
        <Select
          label="Assignment"
          required
          data={options}
          placeholder={assignments.isPending ? 'Loading assignments…' : 'Choose an assignment'}
          searchable
          value={values.assignment_id || null}
          onChange={(next) => form.set('assignment_id', next ?? '')}
          error={form.fieldError('assignment_id')}
          nothingFoundMessage="No live assignment"
        />
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="time-off-type-label">
          Type
        </Text>
        <SegmentedControl
          aria-labelledby="time-off-type-label"
          value={values.type}
          onChange={(t) => form.set('type', t as TimeOffType)}
          data={TIME_OFF_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
        />
      </Stack>
      <TextInput label="First day" type="date" required {...form.field('start_date')} />
      <TextInput label="Last day" type="date" required {...form.field('end_date')} />
      <TextInput
        label="Hours per day"
        required
        inputMode="decimal"
        {...form.field('hours_per_day')}
        error={form.fieldError('hours_per_day') ?? form.fieldError('minutes_per_day')}
      />
      {days > 0 && perDay !== null && !Number.isNaN(perDay) && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {days} weekday{days === 1 ? '' : 's'} · {formatHours(days * perDay)} hours in total
        </Text>
      )}
      <Textarea
        label="Reason"
        // Not autosize (it measures fonts the test DOM lacks), as the other forms' text areas.
        rows={3}
        {...form.field('reason')}
      />
    </ResourceFormFrame>
  );
}
