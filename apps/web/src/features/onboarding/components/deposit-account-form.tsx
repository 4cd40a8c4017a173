import { Group, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import {
  depositAccountSchema,
  isValidAbaRouting,
  type DepositAccountInput,
  type DepositAccountView,
  type DepositAccountsView,
} from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import type { TextFieldProps } from '../../../components/forms/field-props';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { toApiError } from '../../../lib/api/errors';
import { useSaveBankAccount } from '../api/payroll-methods';
import { percentsOverHundred, type SplitKind } from '../lib/deposit-split';

interface Values {
  country: 'US' | 'CA';
  account_holder: string;
  bank_name: string;
  routing_number: string;
  institution_number: string;
  transit_number: string;
  account_number: string;
  account_type: string;
  kind: SplitKind;
  value: string;
}

const FIELD_KEYS = [
  'country',
  'account_holder',
  'bank_name',
  'routing_number',
  'institution_number',
  'transit_number',
  'account_number',
  'account_type',
  'allocation',
  'allocation.kind',
  'allocation.value',
];

const COUNTRIES = [
  { value: 'US', label: 'US bank' },
  { value: 'CA', label: 'Canadian bank' },
];
export const SPLIT_KINDS = [
  { value: 'percent', label: 'A percent' },
  { value: 'amount', label: 'A fixed amount' },
];

const empty = (): Values => ({
  country: 'US',
  account_holder: '',
  bank_name: '',
  routing_number: '',
  institution_number: '',
  transit_number: '',
  account_number: '',
  account_type: 'checking',
  kind: 'percent',
  value: '',
});

/**
 * The bank's numbers checked field by field, so every wrong one says so at once (the schema's own checks of
 * them run only once every other field parses); the API's words.
 */
function bankErrors(v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.country === 'US') {
    if (!isValidAbaRouting(v.routing_number.trim())) errors.routing_number = 'Enter a valid 9-digit ABA routing number';
    return errors;
  }
  if (!/^\d{3}$/.test(v.institution_number.trim())) errors.institution_number = 'An institution number is 3 digits';
  if (!/^\d{5}$/.test(v.transit_number.trim())) errors.transit_number = 'A transit number is 5 digits';
  if (v.account_number.trim().length > 12) errors.account_number = 'A Canadian account number is at most 12 digits';
  return errors;
}

/** The body the API takes (its input shape: empty optional fields left out), checked with its own schema. */
function checkWith(split: boolean, accounts: DepositAccountsView['accounts']) {
  return (v: Values): Checked<DepositAccountInput> => {
    const body: DepositAccountInput = {
      account_holder: v.account_holder,
      ...(v.bank_name.trim() ? { bank_name: v.bank_name } : {}),
      country: v.country,
      ...(v.country === 'US'
        ? { routing_number: v.routing_number }
        : { institution_number: v.institution_number, transit_number: v.transit_number }),
      account_number: v.account_number,
      account_type: v.account_type as DepositAccountInput['account_type'],
      ...(split ? { additional: true, allocation: { kind: v.kind, value: v.value } } : {}),
    };
    const percents = split ? percentsOverHundred(accounts, null, { kind: v.kind, value: v.value }) : null;
    const checked = checkedOf(depositAccountSchema.safeParse(body), {
      ...bankErrors(v),
      ...(percents ? { 'allocation.value': percents } : {}),
    });
    return checked.body ? { body, errors: null } : checked;
  };
}

interface Props {
  /** A split account (with its amount or percent) beside the others; else the main account, replacing them all. */
  split: boolean;
  accounts: DepositAccountsView['accounts'];
  submitLabel: string;
  /** The account was saved at once (no code asked: the worker's first account). */
  onSaved: (account: DepositAccountView) => void;
  onCancel?: () => void;
  /** The API asked for the e-mailed code: the two-factor modal has the request now. */
  onAwaitingCode?: (awaiting: boolean) => void;
}

/**
 * A direct deposit account: a US one by ABA routing number or a Canadian one by institution and transit, and
 * for a split account what it takes of each paycheck. Checked with the API's schema before it is sent; the
 * API's refusals (422) stand beside their fields.
 */
export function DepositAccountForm({ split, accounts, submitLabel, onSaved, onCancel, onAwaitingCode }: Props) {
  const save = useSaveBankAccount();
  const form = useFormState<Values, DepositAccountInput>({
    initial: empty,
    check: checkWith(split, accounts),
    save: async (body) => {
      onAwaitingCode?.(false);
      onSaved(await save.mutateAsync(body));
    },
    fieldKeys: FIELD_KEYS,
    // The split's inputs feed the API's `allocation`: a change clears its refusal.
    alsoClears: {
      value: ['allocation', 'allocation.value'],
      kind: ['allocation', 'allocation.kind', 'allocation.value'],
    },
    onError: (error) => {
      onAwaitingCode?.(toApiError(error).silent);
      return false;
    },
  });
  const { values } = form;
  const us = values.country === 'US';
  return (
    <ResourceFormFrame form={form} submitLabel={submitLabel} onCancel={onCancel}>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={`deposit-country-${split ? 'split' : 'main'}`}>
          Country
        </Text>
        <SegmentedControl
          aria-labelledby={`deposit-country-${split ? 'split' : 'main'}`}
          data={COUNTRIES}
          value={values.country}
          onChange={(c) => form.set('country', c as Values['country'])}
          w="fit-content"
        />
      </Stack>
      <TextInput label="Account holder" required maxLength={200} {...form.field('account_holder')} />
      <TextInput label="Bank name" maxLength={200} {...form.field('bank_name')} />
      {us ? (
        <TextInput
          label="Routing number"
          description="9 digits, on the bottom left of a check"
          required
          inputMode="numeric"
          autoComplete="off"
          {...form.field('routing_number')}
        />
      ) : (
        <Group grow align="flex-start">
          <TextInput
            label="Institution number"
            description="3 digits"
            required
            inputMode="numeric"
            autoComplete="off"
            {...form.field('institution_number')}
          />
          <TextInput
            label="Transit number"
            description="5 digits (the branch)"
            required
            inputMode="numeric"
            autoComplete="off"
            {...form.field('transit_number')}
          />
        </Group>
      )}
      <TextInput
        label="Account number"
        description={us ? '4 to 17 digits' : '4 to 12 digits'}
        required
        inputMode="numeric"
        autoComplete="off"
        type="password"
        {...form.field('account_number')}
      />
      <Radio.Group label="Account type" required {...form.field('account_type')}>
        <Group mt={4}>
          <Radio value="checking" label="Checking" />
          <Radio value="savings" label="Savings" />
        </Group>
      </Radio.Group>
      {split && (
        <SplitAmountFields
          kind={values.kind}
          onKind={(k) => form.set('kind', k)}
          value={form.field('value')}
          error={form.fieldError('allocation.value') ?? form.fieldError('allocation')}
        />
      )}
      <Text size="xs" c="dimmed">
        {us ? 'Paid in US dollars.' : 'Paid in Canadian dollars.'} Only the last four digits of the account number are
        shown once it is saved.
      </Text>
    </ResourceFormFrame>
  );
}

/** What a split account takes: a percent of the whole net pay or a fixed amount. */
export function SplitAmountFields({
  kind,
  onKind,
  value,
  error,
}: {
  kind: SplitKind;
  onKind: (kind: SplitKind) => void;
  value: TextFieldProps;
  error: string | null;
}) {
  return (
    <Stack gap="xs">
      <Radio.Group label="This account takes" required value={kind} onChange={(k) => onKind(k as SplitKind)}>
        <Group mt={4}>
          {SPLIT_KINDS.map((k) => (
            <Radio key={k.value} value={k.value} label={k.label} />
          ))}
        </Group>
      </Radio.Group>
      <TextInput
        label={kind === 'percent' ? 'Percent of net pay' : 'Amount per paycheck'}
        description={kind === 'percent' ? 'Of your whole net pay, e.g. 25 or 12.5' : 'e.g. 200.00'}
        required
        inputMode="decimal"
        rightSection={kind === 'percent' ? '%' : undefined}
        leftSection={kind === 'amount' ? '$' : undefined}
        {...value}
        error={error}
      />
    </Stack>
  );
}
