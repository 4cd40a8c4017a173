import { Modal, Text } from '@mantine/core';
import {
  depositAllocationUpdateSchema,
  type DepositAccountView,
  type DepositAccountsView,
  type DepositAllocation,
} from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useCodePause } from '../../../components/forms/use-code-pause';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useChangeSplit } from '../api/payroll-methods';
import { accountName, percentsOverHundred, type SplitKind } from '../lib/deposit-split';
import { SplitAmountFields } from './deposit-account-form';

interface Values {
  kind: SplitKind;
  value: string;
}

export const SPLIT_CHANGED = 'Your split was changed';

function checkWith(id: string, accounts: DepositAccountsView['accounts']) {
  return (v: Values): Checked<DepositAllocation> => {
    const percents = percentsOverHundred(accounts, id, v);
    const checked = checkedOf(
      depositAllocationUpdateSchema.safeParse({ allocation: { kind: v.kind, value: v.value } }),
      percents ? { 'allocation.value': percents } : {},
    );
    return checked.body ? { body: checked.body.allocation, errors: null } : checked;
  };
}

/**
 * Change what a split account takes (a percent or an amount). The API asks for the e-mailed code (424):
 * the two-factor modal takes the request over and replays it; the page closes this dialog when it hears
 * that it went through.
 */
export function ChangeSplitModal({
  account,
  accounts,
  onClose,
}: {
  account: DepositAccountView;
  accounts: DepositAccountsView['accounts'];
  onClose: () => void;
}) {
  useReturnFocus();
  const change = useChangeSplit();
  const pause = useCodePause();
  const form = useFormState<Values, DepositAllocation>({
    initial: () => ({
      kind: account.allocation.kind === 'amount' ? 'amount' : 'percent',
      value: account.allocation.value ?? '',
    }),
    check: checkWith(account.id, accounts),
    save: async (allocation) => {
      pause.saving();
      await change.mutateAsync({ id: account.id, allocation });
      toast.success(SPLIT_CHANGED);
      onClose();
    },
    fieldKeys: ['allocation', 'allocation.kind', 'allocation.value'],
    alsoClears: {
      value: ['allocation', 'allocation.value'],
      kind: ['allocation', 'allocation.kind', 'allocation.value'],
    },
    onError: pause.failed,
  });
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Change split" {...pause.modalProps}>
      <ResourceFormFrame form={form} submitLabel="Save split" onCancel={onClose}>
        <Text size="sm">{accountName(account)}</Text>
        <SplitAmountFields
          kind={form.values.kind}
          onKind={(k) => form.set('kind', k)}
          value={form.field('value')}
          error={form.fieldError('allocation.value') ?? form.fieldError('allocation.kind')}
        />
        <Text size="xs" c="dimmed">
          For your security we e-mail you a code before the change is made.
        </Text>
      </ResourceFormFrame>
    </Modal>
  );
}
