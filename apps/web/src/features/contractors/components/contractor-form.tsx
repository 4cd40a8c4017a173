import { Alert, Button, Fieldset, Group, Select, Stack, TextInput } from '@mantine/core';
import { CONTRACTOR_STATUSES, type TaxIdType } from '@app/domain';
import { AddressFields } from '../../../components/forms/address-fields';
import { useSession } from '../../../lib/auth/use-session';
import { FormError } from '../../../components/forms/form-error';
import { useCorpToCorpOptions } from '../../../components/reference/corp-to-corp-options';
import { STATUS_LABELS } from '../api/contractor-types';
import { classificationOptions, mayUseCorpToCorp, taxIdTypeOptions } from './contractor-access';
import { ContractorPartnerField } from './contractor-partner-field';
import type { ContractorFormState } from './use-contractor-form';

interface Props {
  form: ContractorFormState;
  mode: 'create' | 'edit';
  /** Admin and eor users name the partner of a new contractor. */
  withPartner?: boolean;
  /** The number on file (masked), shown on edit above the "replace" input. */
  maskedTaxId?: string | null;
  submitLabel: string;
  onCancel?: () => void;
}

const TAX_ID_PLACEHOLDERS: Record<TaxIdType, string> = {
  ssn: '123-45-6789',
  itin: '912-70-1234',
  ein: '12-3456789',
  sin: '046 454 286',
};

/** Creating and editing a contractor share this form. */
export function ContractorForm({ form, mode, withPartner = false, maskedTaxId, submitLabel, onCancel }: Props) {
  const { values } = form;
  const subject = useSession()?.subject;
  const corpToCorp = subject !== undefined && mayUseCorpToCorp(subject);
  // Staff pick the partner first; its vendors are the only ones a contractor may work through.
  const c2cPartner = withPartner ? values.partner_id || null : null;
  const c2cOptions = useCorpToCorpOptions(corpToCorp && (!withPartner || c2cPartner !== null), c2cPartner);
  return (
    <form onSubmit={form.submit} noValidate aria-label={submitLabel}>
      <Stack>
        <FormError message={form.error} />
        {mode === 'create' && withPartner && <ContractorPartnerField form={form} />}
        <Group grow align="flex-start">
          <TextInput label="First name" required {...form.field('first_name')} />
          <TextInput label="Last name" required {...form.field('last_name')} />
        </Group>
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="off"
          description={
            mode === 'create' ? 'The invitation to set a password and start onboarding goes here.' : undefined
          }
          {...form.field('email')}
        />
        <Group grow align="flex-start">
          <Select
            label="Classification"
            required
            data={subject ? classificationOptions(subject, values.classification) : []}
            value={values.classification || null}
            onChange={(next) => form.set('classification', (next ?? '') as typeof values.classification)}
            allowDeselect={false}
            error={form.fieldError('classification')}
          />
          {mode === 'edit' && (
            <Select
              label="Status"
              data={CONTRACTOR_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              value={values.status}
              onChange={(next) => next && form.set('status', next as typeof values.status)}
              allowDeselect={false}
              error={form.fieldError('status')}
            />
          )}
        </Group>
        <Group grow align="flex-start">
          <TextInput label="Phone" type="tel" {...form.field('phone')} />
          <TextInput label="Date of birth" type="date" {...form.field('date_of_birth')} />
        </Group>
        <Fieldset legend="Tax id (optional)">
          {mode === 'edit' && maskedTaxId && (
            <Alert variant="light" color="gray" mb="sm">
              On file: {maskedTaxId}. Type a new number only to replace it.
            </Alert>
          )}
          <Group grow align="flex-start">
            <Select
              label="Tax id type"
              data={subject ? taxIdTypeOptions(subject, values.tax_id_type) : []}
              value={values.tax_id_type}
              onChange={(next) => next && form.set('tax_id_type', next as TaxIdType)}
              allowDeselect={false}
              error={form.fieldError('tax_id.type')}
            />
            <TextInput
              label="Tax id number"
              autoComplete="off"
              placeholder={TAX_ID_PLACEHOLDERS[values.tax_id_type]}
              {...form.field('tax_id_value')}
              error={form.fieldError('tax_id.value')}
            />
          </Group>
        </Fieldset>
        {corpToCorp && (
          <Select
            label="Corp-to-corp (optional)"
            description="The vendor company this contractor works through"
            data={c2cOptions.data ?? []}
            placeholder={withPartner && !c2cPartner ? 'Choose the partner first' : 'None'}
            value={values.corp_to_corp_id || null}
            onChange={(next) => form.set('corp_to_corp_id', next ?? '')}
            clearable
            searchable
            error={form.fieldError('corp_to_corp_id')}
          />
        )}
        <AddressFields form={form} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={form.pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={form.pending} disabled={form.pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
