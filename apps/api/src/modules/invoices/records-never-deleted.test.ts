/**
 * Invoice lines carry no foreign keys to their invoice or contractor (migration 0056, decision 0082): the
 * database refuses to delete an invoice or a contractor instead, whoever asks, so no line is left pointing
 * at nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractors, invoices } from '../../db/schema/index.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

const refusal = (p: Promise<unknown>) =>
  p.then(() => null).catch((e: Error & { cause?: Error }) => e.cause?.message ?? e.message);

describe('records lines point at', () => {
  it('refuses to delete an invoice', async () => {
    const db = t.database.db;
    const [invoice] = await db.select({ id: invoices.id }).from(invoices).limit(1);
    expect(invoice).toBeDefined();
    expect(await refusal(db.delete(invoices).where(eq(invoices.id, invoice!.id)))).toMatch(
      /invoices are never deleted/,
    );
    expect(await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoice!.id))).toHaveLength(1);
  });

  it('refuses to truncate them or the ledger, even with triggers switched off for a bulk load', async () => {
    const db = t.database.db;
    for (const table of ['invoices', 'contractors', 'pay_bill_transaction_items']) {
      const refused = await refusal(
        db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local session_replication_role = replica`));
          await tx.execute(sql.raw(`truncate ${table} cascade`));
        }),
      );
      expect(refused).toMatch(/never deleted/);
    }
    expect((await db.select({ id: invoices.id }).from(invoices)).length).toBeGreaterThan(0);
  });

  it('refuses to delete a contractor', async () => {
    const db = t.database.db;
    expect(await refusal(db.delete(contractors).where(eq(contractors.id, ids.casey)))).toMatch(
      /contractors are never deleted/,
    );
    expect(await db.select({ id: contractors.id }).from(contractors).where(eq(contractors.id, ids.casey))).toHaveLength(
      1,
    );
  });
});
