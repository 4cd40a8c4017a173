/**
 * A worker's pay card (issue 13, /contractor/pay_card; decision 0058): enrol (the provider opens a card),
 * choose whether it receives pay, close it once it is spent down, read its balance and transactions; and
 * the two paths money takes onto it — a payroll transfer's load, and the provider's report of what the
 * card did (purchases, withdrawals, fees).
 */
import Decimal from 'decimal.js';
import type { PayCardState, PayCardTransactionRow as PayCardTransactionView } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import { conflict } from '../../lib/errors.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { payCardProviderFor, type LoadAnswer } from './pay-card-provider.js';
import {
  balanceOf,
  holderNameOf,
  insertCard,
  insertCardTransaction,
  listCardTransactions,
  lockCard,
  lockOpenCard,
  openCardOf,
  payingCardsOf,
  updateCard,
  type PayCardRow,
} from './pay-cards.repository.js';
import { cardHolderOf, payCardsOffered } from './pay-cards.policy.js';

const money = (v: Decimal.Value) => new Decimal(v).toFixed(2);

async function viewOf(db: DbOrTx, card: PayCardRow | undefined, offered: boolean): Promise<PayCardState> {
  if (!card) return { card: null, offered };
  return {
    offered,
    card: {
      id: card.id,
      last4: card.last4,
      status: card.status,
      receives_pay: card.receivesPay,
      balance: money(await balanceOf(db, card.id)),
      created_at: card.createdAt.toISOString(),
    },
  };
}

export async function payCardOf(db: DbOrTx, p: Principal): Promise<PayCardState> {
  const offered = payCardsOffered(p);
  return viewOf(db, offered && p.contractorId ? await openCardOf(db, p.contractorId) : undefined, offered);
}

/** Opens a card at the provider and makes it receive pay; enrolling again answers the open card. */
export async function enrolPayCard(
  deps: AppDeps,
  p: Principal,
  ip: string,
  verify: () => Promise<void>,
): Promise<PayCardState> {
  const contractorId = cardHolderOf(p);
  const existing = await openCardOf(deps.db, contractorId);
  if (existing) return viewOf(deps.db, existing, true);
  // Where pay goes is changing: the e-mailed code first, as for a bank account (the 424 step).
  await verify();
  const provider = payCardProviderFor(deps.config);
  const issued = await provider.issueCard({ contractorId, name: await holderNameOf(deps.db, contractorId) });
  return deps.db.transaction(async (tx) => {
    const card =
      (await insertCard(tx, {
        contractorId,
        partnerId: p.partnerId!,
        provider: provider.name,
        providerAccountRef: issued.accountRef,
        last4: issued.last4,
      })) ?? (await openCardOf(tx, contractorId))!;
    await auditAs(tx, p, ip, { action: 'pay_card_enrolled', entityType: 'pay_card', entityId: card.id });
    return viewOf(tx, card, true);
  });
}

export async function setReceivesPay(
  deps: AppDeps,
  p: Principal,
  receivesPay: boolean,
  ip: string,
  verify: () => Promise<void>,
) {
  const contractorId = cardHolderOf(p);
  if (!(await openCardOf(deps.db, contractorId))) throw conflict('Enrol in a pay card first');
  await verify();
  return deps.db.transaction(async (tx) => {
    const card = await lockOpenCard(tx, contractorId);
    if (!card) throw conflict('Enrol in a pay card first');
    const saved = await updateCard(tx, card.id, { receivesPay });
    await auditAs(tx, p, ip, {
      action: receivesPay ? 'pay_card_receives_pay' : 'pay_card_stops_pay',
      entityType: 'pay_card',
      entityId: card.id,
    });
    return viewOf(tx, saved, true);
  });
}

/** Closing leaves nothing behind on the card: a balance must be spent or withdrawn first. */
export async function closePayCard(deps: AppDeps, p: Principal, ip: string) {
  const contractorId = cardHolderOf(p);
  return deps.db.transaction(async (tx) => {
    const card = await lockOpenCard(tx, contractorId);
    if (!card) throw conflict('There is no open pay card to close');
    const balance = new Decimal(await balanceOf(tx, card.id));
    if (!balance.isZero()) {
      throw conflict(`The card still holds $${balance.toFixed(2)}: spend or withdraw it before closing the card`);
    }
    await updateCard(tx, card.id, { status: 'closed', receivesPay: false, closedAt: new Date() });
    await auditAs(tx, p, ip, { action: 'pay_card_closed', entityType: 'pay_card', entityId: card.id });
    return viewOf(tx, undefined, true);
  });
}

export async function payCardTransactions(db: DbOrTx, p: Principal, f: ListRequest) {
  const card = payCardsOffered(p) && p.contractorId ? await openCardOf(db, p.contractorId) : undefined;
  // No open card: an empty list, not an error (the page shows enrolment instead).
  return listCardTransactions(
    db,
    { ...f, cardId: card?.id ?? '00000000-0000-0000-0000-000000000000' },
    (r): PayCardTransactionView => ({
      id: r.id,
      kind: r.kind,
      amount: money(r.amount),
      description: r.description,
      balance_after: money(r.balanceAfter),
      occurred_at: r.occurredAt.toISOString(),
      payroll_transfer_id: r.payrollTransferId,
    }),
  );
}

/**
 * What the provider reports the card did, recorded once per provider transaction with the balance after
 * it (the card row locked, so two reports at once add up). Purchases, withdrawals and fees are negative.
 */
export async function recordCardActivity(
  tx: DbOrTx,
  card: Pick<PayCardRow, 'id'>,
  t: {
    kind: 'load' | 'purchase' | 'atm_withdrawal' | 'fee';
    amount: Decimal.Value;
    description: string;
    providerTransactionId: string;
    occurredAt: Date;
    payrollTransferId?: string | null;
  },
) {
  const balance = new Decimal(await balanceOf(tx, card.id));
  const amount = new Decimal(t.amount);
  if ((t.kind === 'load') !== amount.gt(0)) throw new RangeError('A load adds money; every other transaction takes it');
  return insertCardTransaction(tx, {
    payCardId: card.id,
    kind: t.kind,
    amount: amount.toFixed(2),
    description: t.description,
    providerTransactionId: t.providerTransactionId,
    payrollTransferId: t.payrollTransferId ?? null,
    balanceAfter: balance.plus(amount).toFixed(2),
    occurredAt: t.occurredAt,
  });
}

/** What the provider answered a paycheck's load, and the card it was asked to load (none when the worker has no open card). */
export interface PayLoad {
  answer: LoadAnswer;
  cardId: string | null;
}

/**
 * Asks the provider to load a paycheck's net pay onto the worker's open card (payroll processing's pay card
 * transfer), outside any transaction: the transfer's id is the reference, so asking again after a crash, or
 * from a second processing, is answered the same way and loads the money once.
 */
export async function askToLoadPay(
  deps: AppDeps,
  transfer: { id: string; contractorId: string; amount: string },
): Promise<PayLoad> {
  const card = await openCardOf(deps.db, transfer.contractorId);
  const answer = await payCardProviderFor(deps.config).load(
    { accountRef: card?.providerAccountRef ?? '', open: card !== undefined },
    transfer.amount,
    `payroll_transfer:${transfer.id}`,
  );
  return { answer, cardId: card?.id ?? null };
}

/**
 * Records a settled load on the card's ledger (inside the caller's transaction, the card locked): on the card
 * the provider loaded, even if it was closed since — the money is on it.
 */
export async function recordPayLoad(
  tx: DbOrTx,
  transfer: { id: string; amount: string },
  loaded: PayLoad,
  at: Date,
): Promise<void> {
  if (!loaded.cardId || loaded.answer.status !== 'settled') return;
  const card = await lockCard(tx, loaded.cardId);
  if (!card) return;
  await recordCardActivity(tx, card, {
    kind: 'load',
    amount: transfer.amount,
    description: 'Pay',
    providerTransactionId: loaded.answer.providerTransactionId,
    occurredAt: at,
    payrollTransferId: transfer.id,
  });
}

/** The open cards of these workers that receive their pay (payroll processing loads them instead of a deposit). */
export const cardsReceivingPay = (db: DbOrTx, contractorIds: string[]) => payingCardsOf(db, contractorIds);
