import type { PaymentMethodView } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useRemovePaymentMethod } from '../api/remove-payment-method';
import { accountText } from '../../../components/bank-accounts/bank-account-format';

/**
 * Remove, after a confirmation. With e-mailed codes on the API answers 424: the two-factor modal takes
 * the request over (this dialog closes) and replays it with the code; the page hears it go through.
 */
export function RemoveAccountButton({ account }: { account: PaymentMethodView }) {
  const remove = useRemovePaymentMethod();
  const text = accountText(account);
  return (
    <ConfirmButton
      label="Remove"
      title="Remove bank account?"
      message={`${text} can no longer be used to pay invoices. Payments already made from it stay as they are.`}
      confirmLabel="Remove account"
      color="red"
      variant="subtle"
      onConfirm={async () => {
        try {
          await remove.mutateAsync(account.id);
        } catch (error) {
          // The two-factor modal has it now: this dialog steps aside.
          if (toApiError(error).silent) return;
          throw error;
        }
        toast.success(`Bank account removed: ${text}`);
      }}
    />
  );
}
