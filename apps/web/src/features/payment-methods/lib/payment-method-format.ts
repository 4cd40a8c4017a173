import type { PaymentMethodView } from '@app/domain';

export const KIND_LABELS: Record<PaymentMethodView['kind'], string> = {
  us_bank: 'US bank account',
  ca_bank: 'Canadian bank account',
};

export const ACCOUNT_TYPE_LABELS: Record<PaymentMethodView['account_type'], string> = {
  checking: 'Checking',
  savings: 'Savings',
};

/** "First Bank · Checking ****6789": the account as its owner knows it, never its full number. */
export const accountText = (m: Pick<PaymentMethodView, 'bank_name' | 'account_type' | 'account_masked'>) =>
  `${m.bank_name || 'Bank account'} · ${ACCOUNT_TYPE_LABELS[m.account_type]} ${m.account_masked}`;

/** The bank's identifier: the ABA routing number, or a Canadian institution-transit pair. */
export const routingText = (m: Pick<PaymentMethodView, 'kind' | 'routing'>) =>
  m.kind === 'us_bank' ? `Routing ${m.routing}` : `Institution-transit ${m.routing}`;

/**
 * Where "Back to your payment" leads: the payment page that sent the user here to add an account
 * (`?back=/pay/<id>`, or `/pay?client_id=<id>`), and nothing else (never another site, nor any other page).
 */
export function paymentPageOf(back: string | null): string | null {
  return back && /^\/pay(\/[0-9A-Za-z-]+)?(\?client_id=[0-9A-Za-z-]+)?$/.test(back) ? back : null;
}
