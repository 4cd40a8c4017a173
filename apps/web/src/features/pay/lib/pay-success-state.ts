import type { PayResult } from '@app/domain';

/** What the payment form hands the success page (router state): the API's answer, as it came. */
export interface PaySuccessState {
  result: PayResult;
}

export const isPaySuccessState = (state: unknown): state is PaySuccessState =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as { result?: { payment?: { id?: unknown } } }).result?.payment?.id === 'string';

/** The success page of /pay/:id? ("/pay/inv-1/success", or "/pay/success" after paying the whole balance). */
export const successPathOf = (invoiceId: string | null) => (invoiceId ? `/pay/${invoiceId}/success` : '/pay/success');
