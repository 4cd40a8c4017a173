import { Alert, Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import {
  corpToCorpCreateSchema,
  corpToCorpUpdateSchema,
  type CorpToCorpCreate,
  type CorpToCorpUpdate,
} from '@app/domain';
import { AddressFields, EMPTY_ADDRESS, type AddressFormValues } from '../../../components/forms/address-fields';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ADDRESS_FIELD_KEYS, useFormState } from '../../../components/forms/use-form-state';
import { toApiError } from '../../../lib/api/errors';
import { FormError } from '../../../components/forms/form-error';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import type { CorpToCorpRow } from '../api/corp-to-corp-types';

interface Values {
  name: string;
  contact_name: string;
  contact_email: string;
  phone: string;
  ein: string;
  active: boolean;
  partner_id: string;
  address: AddressFormValues;
}

const valuesFrom = (c?: CorpToCorpRow): Values => ({
  name: c?.name ?? '',
  contact_name: c?.contact_name ?? '',
  contact_email: c?.contact_email ?? '',
  phone: c?.phone ?? '',
  ein: '',
  active: c?.active ?? true,
  partner_id: c?.partner.id ?? '',
  address: c?.address
    ? { ...c.address, street_address_line_2: c.address.street_address_line_2 ?? '' }
    : { ...EMPTY_ADDRESS },
});

const FIELD_KEYS = [
  'name',
  'contact_name',
  'contact_email',
  'phone',
  'partner_id',
  'tax_id.value',
  'tax_id.type',
  ...ADDRESS_FIELD_KEYS,
];

function bodyOf(v: Values, withPartner: boolean, create: boolean) {
  const address = Object.entries(v.address).some(([k, x]) => k !== 'country' && x.trim() !== '')
    ? { ...v.address, street_address_line_2: v.address.street_address_line_2 || null }
    : null;
  return {
    name: v.name,
    contact_name: v.contact_name.trim() || null,
    contact_email: v.contact_email.trim() || null,
    phone: v.phone.trim() || null,
    address,
    active: v.active,
    ...(v.ein.trim() && { tax_id: { type: 'ein' as const, value: v.ein } }),
    ...(create && withPartner && { partner_id: v.partner_id || undefined }),
  };
}

type Props =
  | { mode: 'create'; withPartner: boolean; save: (body: CorpToCorpCreate) => Promise<void>; onCancel?: () => void }
  | { mode: 'edit'; corpToCorp: CorpToCorpRow; save: (body: CorpToCorpUpdate) => Promise<void>; onCancel?: () => void };

/** Creating and editing a corp-to-corp: its name, contact, EIN (typed only to set or replace it) and address. */
export function CorpToCorpForm(props: Props) {
  const existing = props.mode === 'edit' ? props.corpToCorp : undefined;
  const withPartner = props.mode === 'create' && props.withPartner;
  const partners = usePartnerOptions(withPartner);
  const form = useFormState({
    initial: () => valuesFrom(existing),
    check: (v): Checked<CorpToCorpCreate | CorpToCorpUpdate> =>
      props.mode === 'create'
        ? checkedOf(
            corpToCorpCreateSchema.safeParse(bodyOf(v, withPartner, true)),
            withPartner && !v.partner_id ? { partner_id: 'Choose a partner' } : {},
          )
        : checkedOf(corpToCorpUpdateSchema.safeParse(bodyOf(v, false, false))),
    // The union of props keeps each mode's body with its own save.
    save: (body) => (props.save as (body: unknown) => Promise<void>)(body),
    fieldKeys: FIELD_KEYS,
    alsoClears: { ein: ['tax_id.value', 'tax_id.type'] },
  });
  const { values, set, fieldError, submit, error, pending } = form;
  const submitLabel = props.mode === 'create' ? 'Create corp-to-corp' : 'Save changes';

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack>
        <FormError message={error} />
        {withPartner &&
          (partners.isError && toApiError(partners.error).statusCode === 404 ? (
            <TextInput
              label="Partner ID"
              required
              value={values.partner_id}
              onChange={(e) => set('partner_id', e.currentTarget.value.trim())}
              error={fieldError('partner_id')}
            />
          ) : (
            <Select
              label="Partner"
              required
              searchable
              data={partners.data ?? []}
              value={values.partner_id || null}
              onChange={(next) => set('partner_id', next ?? '')}
              error={fieldError('partner_id')}
            />
          ))}
        <TextInput label="Company name" required {...form.field('name')} />
        <Group grow align="flex-start">
          <TextInput label="Contact name" {...form.field('contact_name')} />
          <TextInput label="Contact email" type="email" {...form.field('contact_email')} />
        </Group>
        <Group grow align="flex-start">
          <TextInput label="Phone" type="tel" {...form.field('phone')} />
          <TextInput
            label="EIN"
            autoComplete="off"
            placeholder="12-3456789"
            description={
              existing?.tax_id ? `On file: ${existing.tax_id.masked}. Type a new one only to replace it.` : undefined
            }
            {...form.field('ein')}
            error={fieldError('tax_id.value') ?? fieldError('tax_id.type')}
          />
        </Group>
        {props.mode === 'edit' && <Checkbox label="Active" {...form.field('active', { type: 'checkbox' })} />}
        <AddressFields form={form} />
        {props.mode === 'create' && (
          <Alert variant="light" color="gray">
            Contractors are linked to this company from their own page once it exists.
          </Alert>
        )}
        <Group justify="flex-end">
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel} disabled={pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={pending} disabled={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
