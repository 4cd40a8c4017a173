/**
 * A bank account as the tables of a client's payment methods and a payee's payout methods keep it, and
 * as their answers show it: the account number encrypted (field crypto) with its last four digits beside
 * it, the routing (a bank identifier) in the clear, the currency from the kind. Shared by both modules.
 */
import {
  currencyOfBankKind,
  maskedAccountNumber,
  routingOfBankAccount,
  type BankAccountFields,
  type BankAccountKind,
} from '@app/domain';
import type { FieldCrypto } from './field-crypto.js';

/** The stored columns of a new account: the number encrypted, never kept in the clear. */
export function bankAccountColumns(crypto: FieldCrypto, b: BankAccountFields) {
  return {
    kind: b.kind,
    accountHolder: b.account_holder,
    bankName: b.bank_name,
    routing: routingOfBankAccount(b),
    accountType: b.account_type,
    accountNumberCiphertext: crypto.encrypt(b.account_number),
    accountLast4: b.account_number.slice(-4),
  };
}

export interface StoredBankAccount {
  kind: BankAccountKind;
  accountHolder: string;
  bankName: string | null;
  routing: string;
  accountType: 'checking' | 'savings';
  accountLast4: string;
}

/** The masked answer fields of a stored account (bank-accounts.ts `bankAccountAnswerFields`). */
export const bankAccountAnswer = (m: StoredBankAccount) => ({
  kind: m.kind,
  account_holder: m.accountHolder,
  bank_name: m.bankName,
  routing: m.routing,
  account_type: m.accountType,
  account_last4: m.accountLast4,
  account_masked: maskedAccountNumber(m.accountLast4),
  currency: currencyOfBankKind(m.kind),
});
