/**
 * Pay cards (issue 13, /contractor/pay_card; decision 0058): a prepaid card a worker may take their pay on
 * instead of a bank account, held at a card provider behind an adapter (`modules/pay-cards/pay-card-
 * provider.ts`; only the local sandbox exists). The card's ledger mirrors the provider's: every load,
 * purchase, withdrawal or fee it reports, with the balance after it. Card numbers are the provider's:
 * only the last four are kept.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created, money } from './columns.js';
import { contractorRef } from './contractors.js';
import { partnerRef } from './partners.js';

export const PAY_CARD_STATUSES = ['active', 'closed'] as const;
export const PAY_CARD_TRANSACTION_KINDS = ['load', 'purchase', 'atm_withdrawal', 'fee'] as const;

export const payCards = pgTable(
  'pay_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: contractorRef().notNull(),
    partnerId: partnerRef().notNull(),
    provider: text('provider').notNull(),
    /** The provider's account id for the card (not a card number). */
    providerAccountRef: text('provider_account_ref').notNull(),
    last4: text('last4').notNull(),
    status: text('status', { enum: PAY_CARD_STATUSES }).notNull().default('active'),
    /** The worker chose the card for their pay: processing loads it instead of a direct deposit. */
    receivesPay: boolean('receives_pay').notNull().default(true),
    createdAt: created(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // One open card per worker: a second enrolment at once meets this and answers the first.
    uniqueIndex('pay_cards_open_idx')
      .on(t.contractorId)
      .where(sql`${t.status} = 'active'`),
  ],
);

export const payCardTransactions = pgTable(
  'pay_card_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payCardId: uuid('pay_card_id')
      .notNull()
      .references(() => payCards.id),
    kind: text('kind', { enum: PAY_CARD_TRANSACTION_KINDS }).notNull(),
    /** Signed: a load adds, a purchase, withdrawal or fee takes away. */
    amount: money('amount').notNull(),
    description: text('description').notNull(),
    /** The provider's id for the transaction: a report repeated after a crash is recorded once. */
    providerTransactionId: text('provider_transaction_id').notNull(),
    /** A load's payroll transfer (the paycheck it pays). */
    payrollTransferId: uuid('payroll_transfer_id'),
    balanceAfter: money('balance_after').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('pay_card_transactions_provider_idx').on(t.payCardId, t.providerTransactionId),
    index('pay_card_transactions_card_idx').on(t.payCardId, t.occurredAt, t.id),
  ],
);
