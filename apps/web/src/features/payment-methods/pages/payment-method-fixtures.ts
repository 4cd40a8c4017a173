import type { PaymentMethodView } from '@app/domain';
import { makeUser } from '../../../test/factories';

export const GLOBEX_ID = '00000000-0000-4000-8000-0000000000c1';
export const INITECH_ID = '00000000-0000-4000-8000-0000000000c2';

/** A saved account as GET /v2/payment_methods answers it: masked, never the full number. */
export const account = (over: Partial<PaymentMethodView> = {}): PaymentMethodView => ({
  id: '00000000-0000-4000-8000-0000000000d1',
  client: { id: GLOBEX_ID, name: 'Globex Corporation' },
  kind: 'us_bank',
  account_holder: 'Globex Corporation',
  bank_name: 'First Bank',
  routing: '021000021',
  account_type: 'checking',
  account_last4: '6789',
  account_masked: '****6789',
  currency: 'usd',
  created_at: '2026-11-20T15:00:00Z',
  ...over,
});

export const canadian = (over: Partial<PaymentMethodView> = {}) =>
  account({
    id: '00000000-0000-4000-8000-0000000000d2',
    kind: 'ca_bank',
    bank_name: 'Banque Royale',
    routing: '004-12345',
    account_last4: '4567',
    account_masked: '****4567',
    currency: 'cad',
    ...over,
  });

const PAGES = ['/payment_methods', '/pay', '/invoices'];

/** A client's owner: adds and removes its own client's accounts (sensitive access). */
export const clientOwner = makeUser({ user_type: 'client', role: 'owner', links: PAGES, base_links: PAGES });
export const admin = makeUser({ user_type: 'admin', links: PAGES, base_links: PAGES });
