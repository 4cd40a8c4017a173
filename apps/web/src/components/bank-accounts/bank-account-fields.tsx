/**
 * The fields of a new bank account, shared by Add bank account on /payment_methods and /payout_methods:
 * the country (a US account by ABA routing number, a Canadian one by institution and transit numbers),
 * holder, bank, account number and type. Their values, the keys a 422 may name, and the body the API
 * takes for the chosen country (checked by the caller with its own domain schema).
 */
import { Group, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { BankAccountKind } from '@app/domain';
import type { TextFieldProps } from '../forms/field-props';
import { ACCOUNT_TYPE_LABELS } from './bank-account-format';

export interface BankAccountValues {
  kind: BankAccountKind;
  account_holder: string;
  bank_name: string;
  routing_number: string;
  institution_number: string;
  transit_number: string;
  account_number: string;
  account_type: string;
}

export const emptyBankAccountValues = (): BankAccountValues => ({
  kind: 'us_bank',
  account_holder: '',
  bank_name: '',
  routing_number: '',
  institution_number: '',
  transit_number: '',
  account_number: '',
  account_type: 'checking',
});

export const BANK_ACCOUNT_FIELD_KEYS = [
  'kind',
  'account_holder',
  'bank_name',
  'routing_number',
  'institution_number',
  'transit_number',
  'account_number',
  'account_type',
];

/** The body's bank account part for the chosen country (the other country's numbers left out). */
export function bankAccountBody(v: BankAccountValues) {
  const common = {
    account_holder: v.account_holder,
    bank_name: v.bank_name.trim() || null,
    account_number: v.account_number,
    account_type: v.account_type,
  };
  return v.kind === 'us_bank'
    ? { kind: v.kind, ...common, routing_number: v.routing_number }
    : { kind: v.kind, ...common, institution_number: v.institution_number, transit_number: v.transit_number };
}

type TextKey = Exclude<keyof BankAccountValues, 'kind'>;

/** What the fields need of a `useFormState` whose values hold a bank account's. */
export interface BankAccountForm {
  values: BankAccountValues;
  set: (key: 'kind', value: BankAccountKind) => void;
  field: (name: TextKey) => TextFieldProps;
}

const KIND_OPTIONS = [
  { value: 'us_bank', label: 'US bank' },
  { value: 'ca_bank', label: 'Canadian bank' },
];

export function BankAccountFields({ form }: { form: BankAccountForm }) {
  const us = form.values.kind === 'us_bank';
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="account-country">
          Country
        </Text>
        <SegmentedControl
          aria-labelledby="account-country"
          data={KIND_OPTIONS}
          value={form.values.kind}
          onChange={(kind) => form.set('kind', kind as BankAccountKind)}
          w="fit-content"
        />
      </Stack>
      <TextInput label="Account holder" required maxLength={200} {...form.field('account_holder')} />
      <TextInput label="Bank name" maxLength={200} {...form.field('bank_name')} />
      {us ? (
        <TextInput
          label="Routing number"
          description="9 digits (ABA), on the bottom left of a check"
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
        description={us ? '4 to 17 digits' : '7 to 12 digits'}
        required
        inputMode="numeric"
        autoComplete="off"
        {...form.field('account_number')}
      />
      <Radio.Group label="Account type" required {...form.field('account_type')}>
        <Group mt={4}>
          {Object.entries(ACCOUNT_TYPE_LABELS).map(([value, label]) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </Group>
      </Radio.Group>
    </>
  );
}
