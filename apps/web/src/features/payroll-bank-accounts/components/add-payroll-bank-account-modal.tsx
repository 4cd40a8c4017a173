import { Checkbox, Modal, Select, TextInput } from '@mantine/core';
import { payrollBankAccountCreateSchema, type PayrollBankAccountCreate } from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import { useCodePause } from '../../../components/forms/use-code-pause';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useAddPayrollBankAccount } from '../api/payroll-bank-accounts-api';

interface Values {
  partner_id: string;
  account_holder: string;
  bank_name: string;
  routing_number: string;
  account_number: string;
  account_type: string;
  primary: boolean;
}

const FIELD_KEYS = ['partner_id', 'account_holder', 'bank_name', 'routing_number', 'account_number', 'account_type'];

const ACCOUNT_TYPES = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
];

function check(choosesPartner: boolean) {
  return (v: Values): Checked<PayrollBankAccountCreate> =>
    checkedOf(
      payrollBankAccountCreateSchema.safeParse({
        ...(choosesPartner ? { partner_id: v.partner_id || undefined } : {}),
        account_holder: v.account_holder,
        bank_name: v.bank_name.trim() || undefined,
        routing_number: v.routing_number,
        account_number: v.account_number,
        account_type: v.account_type,
        primary: v.primary,
      }),
      choosesPartner && !v.partner_id ? { partner_id: 'Choose the partner whose account it is' } : {},
    );
}

/**
 * Add payroll bank account: the account a self-funded partner's payroll is debited from. The API asks for
 * the e-mailed code (424): the two-factor modal takes the request over and replays it; this dialog stays
 * until the page hears that it went through.
 */
export function AddPayrollBankAccountModal({
  choosesPartner,
  onClose,
}: {
  /** Staff name the partner; a partner's users add their own. */
  choosesPartner: boolean;
  onClose: () => void;
}) {
  useReturnFocus();
  const add = useAddPayrollBankAccount();
  const partners = usePartnerOptions(choosesPartner);
  const pause = useCodePause();
  const form = useFormState<Values, PayrollBankAccountCreate>({
    initial: () => ({
      partner_id: '',
      account_holder: '',
      bank_name: '',
      routing_number: '',
      account_number: '',
      account_type: 'checking',
      primary: false,
    }),
    check: check(choosesPartner),
    save: async (body) => {
      pause.saving();
      const added = await add.mutateAsync(body);
      toast.success(`Payroll bank account added: ${added.account_masked}`);
      onClose();
    },
    fieldKeys: FIELD_KEYS,
    onError: pause.failed,
  });
  const { values } = form;
  return (
    <Modal
      opened
      onClose={() => !form.pending && onClose()}
      title="Add payroll bank account"
      size="lg"
      {...pause.modalProps}
    >
      <ResourceFormFrame form={form} submitLabel="Add account" onCancel={onClose}>
        {choosesPartner && (
          <Select
            label="Partner"
            required
            searchable
            data={partners.data ?? []}
            value={values.partner_id || null}
            onChange={(id) => form.set('partner_id', id ?? '')}
            error={form.fieldError('partner_id')}
            nothingFoundMessage="No such partner"
          />
        )}
        <TextInput label="Account holder" required maxLength={200} {...form.field('account_holder')} />
        <TextInput label="Bank name" maxLength={200} {...form.field('bank_name')} />
        <TextInput
          label="Routing number"
          description="9 digits (ABA)"
          required
          inputMode="numeric"
          autoComplete="off"
          {...form.field('routing_number')}
        />
        <TextInput
          label="Account number"
          description="4 to 17 digits; only the last four are shown afterwards"
          required
          inputMode="numeric"
          autoComplete="off"
          {...form.field('account_number')}
        />
        <Select
          label="Account type"
          required
          data={ACCOUNT_TYPES}
          value={values.account_type}
          onChange={(t) => form.set('account_type', t ?? 'checking')}
          allowDeselect={false}
        />
        <Checkbox
          label="Make it the primary account (the one payroll is debited from)"
          checked={values.primary}
          onChange={(e) => form.set('primary', e.currentTarget.checked)}
        />
      </ResourceFormFrame>
    </Modal>
  );
}
