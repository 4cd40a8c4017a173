/**
 * Bank files at rest. A NACHA or CPA-005 file holds every payee's whole account number, so it is stored
 * sealed with the field crypto (AES-256-GCM, like the account numbers themselves) and opened only to be
 * sent to the bank or downloaded by the people allowed to. The payroll runs' files (`payroll_files.content`)
 * and the payouts' files (`payouts.file`) go through here.
 */
import type { Database } from '../db/client.js';
import type { FieldCrypto } from './field-crypto.js';

/** What a sealed file starts with (field-crypto's version tag); a bank file never does. */
const SEALED = 'v1.';

export const sealBankFile = (crypto: FieldCrypto, text: string): string => crypto.encrypt(text);

export const openBankFile = (crypto: FieldCrypto, stored: string): string => crypto.decrypt(stored);

/** The tables and columns that keep bank files. */
const STORES = [
  { table: 'payroll_files', column: 'content' },
  { table: 'payouts', column: 'file' },
] as const;

/**
 * Seals the files written before they were sealed (at start-up, after the migrations): each row once, by
 * its id, so a second start finds none. Returns how many it sealed.
 */
export async function sealLegacyBankFiles(database: Database, crypto: FieldCrypto): Promise<number> {
  let sealed = 0;
  for (const { table, column } of STORES) {
    const { rows } = await database.executeSql(
      `select id, ${column} as text from ${table} where left(${column}, ${SEALED.length}) <> $1`,
      [SEALED],
    );
    for (const row of rows) {
      await database.executeSql(`update ${table} set ${column} = $1 where id = $2`, [
        sealBankFile(crypto, String(row.text)),
        row.id,
      ]);
      sealed += 1;
    }
  }
  return sealed;
}
