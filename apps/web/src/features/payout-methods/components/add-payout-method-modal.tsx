import { Checkbox, Modal, Text } from '@mantine/core';
import { payoutMethodCreateSchema, type PayoutMethodCreate, type PayoutMethodView } from '@app/domain';
import {
  BANK_ACCOUNT_FIELD_KEYS,
  BankAccountFields,
  bankAccountBody,
  emptyBankAccountValues,
  type BankAccountValues,
} from '../../../components/bank-accounts/bank-account-fields';
import { accountText } from '../../../components/bank-accounts/bank-account-format';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useCodePause } from '../../../components/forms/use-code-pause';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useAddPayoutMethod } from '../api/add-payout-method';

interface PayoutValues extends BankAccountValues {
  default: boolean;
}

const emptyValues = (): PayoutValues => ({ ...emptyBankAccountValues(), default: false });

const FIELD_KEYS = [...BANK_ACCOUNT_FIELD_KEYS, 'default'];

/** The body the API takes for the chosen country, checked with its own schema. */
const checkAccount = (v: PayoutValues): Checked<PayoutMethodCreate> =>
  checkedOf(payoutMethodCreateSchema.safeParse({ ...bankAccountBody(v), ...(v.default && { default: true }) }));

/**
 * Add bank account: a US (ABA routing number) or Canadian (institution and transit) account the user's
 * organization is paid in. The API asks for the e-mailed code (424) and the two-factor modal takes over
 * and replays the request; this dialog stays as it is until the page hears that it went through.
 */
export function AddPayoutMethodModal({
  onClose,
  onAdded,
}: {
  onClose: () => void;
  onAdded: (account: PayoutMethodView) => void;
}) {
  useReturnFocus();
  const add = useAddPayoutMethod();
  const pause = useCodePause();
  const form = useFormState<PayoutValues, PayoutMethodCreate>({
    initial: emptyValues,
    check: checkAccount,
    save: async (body) => {
      pause.saving();
      const added = await add.mutateAsync(body);
      toast.success(`Payout account added: ${accountText(added)}`);
      onAdded(added);
    },
    fieldKeys: FIELD_KEYS,
    onError: pause.failed,
  });
  const us = form.values.kind === 'us_bank';

  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Add bank account" size="lg" {...pause.modalProps}>
      <ResourceFormFrame form={form} submitLabel="Add bank account" onCancel={onClose}>
        <Text size="sm" c="dimmed">
          For your security we e-mail you a code before payouts can go to a new account.
        </Text>
        <BankAccountFields form={form} />
        <Checkbox
          label={`Make it the default ${us ? 'US dollar' : 'Canadian dollar'} account`}
          description="The first account in a currency is always its default."
          {...form.field('default', { type: 'checkbox' })}
        />
        <Text size="xs" c="dimmed">
          {us ? 'Paid in US dollars.' : 'Paid in Canadian dollars.'} Only the last four digits of the account number are
          shown once it is saved.
        </Text>
      </ResourceFormFrame>
    </Modal>
  );
}
