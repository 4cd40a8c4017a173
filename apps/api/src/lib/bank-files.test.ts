/**
 * Bank files at rest (lib/bank-files.ts): the demo's payroll runs stored their files sealed, and a file
 * written before sealing (plain text, as an older database holds it) is sealed once at start-up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { openBankFile, sealLegacyBankFiles } from './bank-files.js';

let t: TestApp;
const rows = async (sql: string, values: unknown[] = []) =>
  (await t.database.executeSql(sql, values)).rows as { id: string; content: string }[];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('bank files at rest', () => {
  it("the demo's payroll files are sealed, and open to a bank file", async () => {
    const files = await rows(`select id, content from payroll_files`);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      expect(f.content.startsWith('v1.')).toBe(true);
      const text = openBankFile(t.app.deps.crypto, f.content);
      // A NACHA file opens with its file header record; a CPA-005 file with its A record.
      expect(text.startsWith('101 ') || text.startsWith('A')).toBe(true);
    }
  });

  it('a plain-text file from before sealing is sealed once at start-up, to the same text', async () => {
    const [file] = await rows(`select id, content from payroll_files order by id limit 1`);
    const text = openBankFile(t.app.deps.crypto, file!.content);
    await t.database.executeSql(`update payroll_files set content = $1 where id = $2`, [text, file!.id]);

    expect(await sealLegacyBankFiles(t.database, t.app.deps.crypto)).toBe(1);
    const [after] = await rows(`select id, content from payroll_files where id = $1`, [file!.id]);
    expect(after!.content).not.toBe(text);
    expect(openBankFile(t.app.deps.crypto, after!.content)).toBe(text);
    // Nothing left to seal: a second start changes nothing.
    expect(await sealLegacyBankFiles(t.database, t.app.deps.crypto)).toBe(0);
  });
});
