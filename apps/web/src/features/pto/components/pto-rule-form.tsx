import { Select, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  isAdminLike,
  ptoRuleCreateSchema,
  ptoRuleUpdateSchema,
  type PtoAccrualMethod,
  type PtoRuleCreate,
  type PtoRuleUpdate,
  type PtoRuleView,
} from '@app/domain';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { useSession } from '../../../lib/auth/use-session';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import { hoursOfMinutes, METHOD_LABELS, minutesOfHours } from '../../../components/hours';

export interface PtoRuleFormValues {
  name: string;
  method: PtoAccrualMethod;
  accrual_rate: string;
  hours_per_period: string;
  balance_cap_hours: string;
  carry_over_cap_hours: string;
  active: boolean;
  partner_id: string;
}

export const emptyPtoRuleValues = (): PtoRuleFormValues => ({
  name: '',
  method: 'per_hour_worked',
  accrual_rate: '0.033333',
  hours_per_period: '',
  balance_cap_hours: '',
  carry_over_cap_hours: '',
  active: true,
  partner_id: '',
});

export const ptoRuleValuesFrom = (r: PtoRuleView): PtoRuleFormValues => ({
  name: r.name,
  method: r.method,
  accrual_rate: r.accrual_rate ?? '',
  hours_per_period: hoursOfMinutes(r.minutes_per_period),
  balance_cap_hours: hoursOfMinutes(r.balance_cap_minutes),
  carry_over_cap_hours: hoursOfMinutes(r.carry_over_cap_minutes),
  active: r.active,
  partner_id: r.partner?.id ?? '',
});

/** Form keys → API keys: hours typed, minutes sent. */
const FIELD_OF: Record<string, string> = {
  minutes_per_period: 'hours_per_period',
  balance_cap_minutes: 'balance_cap_hours',
  carry_over_cap_minutes: 'carry_over_cap_hours',
};

function renamed<T>(c: Checked<T>): Checked<T> {
  if (c.errors === null) return c;
  return { body: null, errors: Object.fromEntries(Object.entries(c.errors).map(([k, v]) => [FIELD_OF[k] ?? k, v])) };
}

const numbers = (v: PtoRuleFormValues) => ({
  accrual_rate: v.method === 'per_hour_worked' ? v.accrual_rate.trim() || null : null,
  minutes_per_period: v.method === 'per_period' ? minutesOfHours(v.hours_per_period) : null,
  balance_cap_minutes: minutesOfHours(v.balance_cap_hours),
  carry_over_cap_minutes: minutesOfHours(v.carry_over_cap_hours),
});

export const checkCreate = (v: PtoRuleFormValues): Checked<PtoRuleCreate> =>
  renamed(
    checkedOf(
      ptoRuleCreateSchema.safeParse({
        name: v.name,
        method: v.method,
        active: v.active,
        partner_id: v.partner_id || null,
        ...numbers(v),
      }),
    ),
  );

export const checkUpdate = (v: PtoRuleFormValues): Checked<PtoRuleUpdate> => {
  const { accrual_rate, minutes_per_period, ...caps } = numbers(v);
  return renamed(
    checkedOf(
      ptoRuleUpdateSchema.safeParse({
        name: v.name,
        active: v.active,
        ...caps,
        ...(v.method === 'per_hour_worked' ? { accrual_rate } : { minutes_per_period }),
      }),
    ),
  );
};

const FIELD_KEYS = [
  'name',
  'method',
  'accrual_rate',
  'hours_per_period',
  'balance_cap_hours',
  'carry_over_cap_hours',
  'partner_id',
  ...Object.keys(FIELD_OF),
];

export function usePtoRuleForm<B>(
  initial: () => PtoRuleFormValues,
  check: (v: PtoRuleFormValues) => Checked<B>,
  save: (b: B) => Promise<void>,
) {
  return useFormState<PtoRuleFormValues, B>({ initial, check, save, fieldKeys: FIELD_KEYS });
}

interface Props {
  form: ReturnType<typeof usePtoRuleForm<unknown>>;
  submitLabel: string;
  creating: boolean;
  onCancel?: () => void;
}

/** Server errors arrive as API keys; the form shows them beside the hours inputs. */
const errorOf = (form: Props['form'], key: string) =>
  form.fieldError(key) ?? form.fieldError(Object.keys(FIELD_OF).find((k) => FIELD_OF[k] === key) ?? '');

export function PtoRuleForm({ form, submitLabel, creating, onCancel }: Props) {
  const { values } = form;
  const subject = useSession()?.subject;
  const staff = subject !== undefined && isAdminLike(subject.userType);
  const partners = usePartnerOptions(creating && staff);
  return (
    <ResourceFormFrame form={form} submitLabel={submitLabel} onCancel={onCancel}>
      <TextInput label="Name" required {...form.field('name')} />
      {creating && staff && (
        <Select
          label="Partner"
          description="Leave empty for a platform rule any partner may enrol its workers in"
          data={partners.data ?? []}
          placeholder={partners.isPending ? 'Loading partners…' : 'Platform rule'}
          searchable
          clearable
          value={values.partner_id || null}
          onChange={(next) => form.set('partner_id', next ?? '')}
          error={form.fieldError('partner_id')}
        />
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="pto-method-label">
          Accrual method
        </Text>
        {creating ? (
          <SegmentedControl
            aria-labelledby="pto-method-label"
            value={values.method}
            onChange={(m) => form.set('method', m as PtoAccrualMethod)}
            data={Object.entries(METHOD_LABELS).map(([value, label]) => ({ value, label }))}
          />
        ) : (
          <Text>{METHOD_LABELS[values.method]}</Text>
        )}
      </Stack>
      {values.method === 'per_hour_worked' ? (
        <TextInput
          label="Accrual rate"
          description="Hours earned per hour worked (0.033333 = 1 hour per 30 hours)"
          required
          inputMode="decimal"
          {...form.field('accrual_rate')}
        />
      ) : (
        <TextInput
          label="Hours per pay period"
          required
          inputMode="decimal"
          {...form.field('hours_per_period')}
          error={errorOf(form, 'hours_per_period')}
        />
      )}
      <TextInput
        label="Balance cap (hours)"
        description="Accrual stops at this balance; empty for no cap"
        inputMode="decimal"
        {...form.field('balance_cap_hours')}
        error={errorOf(form, 'balance_cap_hours')}
      />
      <TextInput
        label="Carry-over cap (hours)"
        description="At year end, hours above this are forfeited; empty to carry everything over"
        inputMode="decimal"
        {...form.field('carry_over_cap_hours')}
        error={errorOf(form, 'carry_over_cap_hours')}
      />
      {!creating && (
        <Switch
          label="Active (contractors accrue and may be enrolled)"
          {...form.field('active', { type: 'checkbox' })}
        />
      )}
    </ResourceFormFrame>
  );
}
