import { Group, Modal, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { paymentMethodCreateSchema, type PaymentMethodCreate, type PaymentMethodView } from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useClientOptions } from '../../../components/reference/client-options';
import { ClientPicker } from '../../../components/reference/client-picker';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useAddPaymentMethod } from '../api/add-payment-method';
import { ACCOUNT_TYPE_LABELS, accountText } from '../lib/payment-method-format';

type Kind = PaymentMethodCreate['kind'];

interface AccountValues {
  client_id: string;
  kind: Kind;
  account_holder: string;
  bank_name: string;
  routing_number: string;
  institution_number: string;
  transit_number: string;
  account_number: string;
  account_type: string;
}

const emptyValues = (clientId: string | null) => (): AccountValues => ({
  client_id: clientId ?? '',
  kind: 'us_bank',
  account_holder: '',
  bank_name: '',
  routing_number: '',
  institution_number: '',
  transit_number: '',
  account_number: '',
  account_type: 'checking',
});

const FIELD_KEYS = [
  'client_id',
  'kind',
  'account_holder',
  'bank_name',
  'routing_number',
  'institution_number',
  'transit_number',
  'account_number',
  'account_type',
];

const KIND_OPTIONS = [
  { value: 'us_bank', label: 'US bank' },
  { value: 'ca_bank', label: 'Canadian bank' },
];

/** The body the API takes for the chosen country, checked with its own schema. */
function checkAccount(choosesClient: boolean) {
  return (v: AccountValues): Checked<PaymentMethodCreate> => {
    const extra: Record<string, string> = {};
    if (choosesClient && !v.client_id) extra.client_id = 'Choose the client whose account this is';
    const common = {
      ...(choosesClient ? { client_id: v.client_id || undefined } : {}),
      account_holder: v.account_holder,
      bank_name: v.bank_name.trim() || null,
      account_number: v.account_number,
      account_type: v.account_type,
    };
    const body =
      v.kind === 'us_bank'
        ? { kind: v.kind, ...common, routing_number: v.routing_number }
        : { kind: v.kind, ...common, institution_number: v.institution_number, transit_number: v.transit_number };
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
  // The two-factor modal has the request (a 424): it opens over this one, which lets it have the keyboard.
  const [awaitingCode, setAwaitingCode] = useState(false);
  const form = useFormState<AccountValues, PaymentMethodCreate>({
    initial: emptyValues(clientId),
    check: checkAccount(choosesClient),
    save: async (body) => {
      setAwaitingCode(false);
      const added = await add.mutateAsync(body);
      toast.success(`Bank account added: ${accountText(added)}`);
      onAdded(added);
    },
    fieldKeys: FIELD_KEYS,
    onError: (error) => {
      setAwaitingCode(toApiError(error).silent);
      return false;
    },
  });
  const { values } = form;
  const us = values.kind === 'us_bank';

  return (
    <Modal
      opened
      onClose={() => !form.pending && onClose()}
      title="Add bank account"
      size="lg"
      trapFocus={!awaitingCode}
      closeOnEscape={!awaitingCode}
    >
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
        <Stack gap={4}>
          <Text size="sm" fw={500} id="account-country">
            Country
          </Text>
          <SegmentedControl
            aria-labelledby="account-country"
            data={KIND_OPTIONS}
            value={values.kind}
            onChange={(kind) => form.set('kind', kind as Kind)}
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
        <Text size="xs" c="dimmed">
          {us ? 'Paid in US dollars.' : 'Paid in Canadian dollars.'} Only the last four digits of the account number are
          shown once it is saved.
        </Text>
      </ResourceFormFrame>
    </Modal>
  );
}
