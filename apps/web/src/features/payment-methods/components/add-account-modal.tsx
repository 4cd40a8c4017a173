import { Modal, Text } from '@mantine/core';
import { paymentMethodCreateSchema, type PaymentMethodCreate, type PaymentMethodView } from '@app/domain';
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
import { useClientOptions } from '../../../components/reference/client-options';
import { ClientPicker } from '../../../components/reference/client-picker';
import { useCodePause } from '../../../components/forms/use-code-pause';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useAddPaymentMethod } from '../api/add-payment-method';

interface AccountValues extends BankAccountValues {
  client_id: string;
}

const emptyValues = (clientId: string | null) => (): AccountValues => ({
  client_id: clientId ?? '',
  ...emptyBankAccountValues(),
});

const FIELD_KEYS = ['client_id', ...BANK_ACCOUNT_FIELD_KEYS];

/** The body the API takes for the chosen country, checked with its own schema. */
function checkAccount(choosesClient: boolean) {
  return (v: AccountValues): Checked<PaymentMethodCreate> => {
    const extra: Record<string, string> = {};
    if (choosesClient && !v.client_id) extra.client_id = 'Choose the client whose account this is';
    const body = { ...(choosesClient ? { client_id: v.client_id || undefined } : {}), ...bankAccountBody(v) };
    return checkedOf(paymentMethodCreateSchema.safeParse(body), extra);
  };
}

/**
 * Add bank account: a US account (ABA routing number) or a Canadian one (institution and transit
 * numbers), for the user's own client or, for staff and partners, the client they choose. When the
 * API asks for the e-mailed code (424: not the client's first account) the two-factor modal takes
 * over and replays this request; the dialog stays as it is until the page hears that it went through.
 */
export function AddAccountModal({
  choosesClient,
  clientId,
  asksCode,
  onClose,
  onAdded,
}: {
  choosesClient: boolean;
  /** The client the page is filtered to: the dialog starts with it. */
  clientId: string | null;
  /** Tell the user up front that this one needs the e-mailed code. */
  asksCode: boolean;
  onClose: () => void;
  onAdded: (account: PaymentMethodView) => void;
}) {
  useReturnFocus();
  const add = useAddPaymentMethod();
  const clients = useClientOptions(choosesClient);
  const pause = useCodePause();
  const form = useFormState<AccountValues, PaymentMethodCreate>({
    initial: emptyValues(clientId),
    check: checkAccount(choosesClient),
    save: async (body) => {
      pause.saving();
      const added = await add.mutateAsync(body);
      toast.success(`Bank account added: ${accountText(added)}`);
      onAdded(added);
    },
    fieldKeys: FIELD_KEYS,
    onError: pause.failed,
  });
  const { values } = form;
  const us = values.kind === 'us_bank';

  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Add bank account" size="lg" {...pause.modalProps}>
      <ResourceFormFrame form={form} submitLabel="Add bank account" onCancel={onClose}>
        {asksCode && (
          <Text size="sm" c="dimmed">
            For your security we e-mail you a code before another account can be used to pay.
          </Text>
        )}
        {choosesClient && (
          <ClientPicker
            clients={clients}
            value={values.client_id}
            onChange={(id) => form.set('client_id', id ?? '')}
            error={form.fieldError('client_id')}
            prompt="Choose the client whose account this is"
          />
        )}
        <BankAccountFields form={form} />
        <Text size="xs" c="dimmed">
          {us ? 'Paid in US dollars.' : 'Paid in Canadian dollars.'} Only the last four digits of the account number are
          shown once it is saved.
        </Text>
      </ResourceFormFrame>
    </Modal>
  );
}
