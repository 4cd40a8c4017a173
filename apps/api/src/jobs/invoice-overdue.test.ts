/**
 * The daily overdue notice (decision 0081) on a controlled clock: a finalized invoice still owed is
 * announced the day after its due date — not on it — once, to the client's users and the partner's staff
 * who see bills (not time_sheet_only, not another partner's), in-app and by e-mail; a paid invoice and a
 * draft never are; a person who switched a channel off is not told on it; a missed morning is caught up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationView } from '@app/domain';
import type { Clock } from '../lib/clock.js';
import { createTestApp, type DemoIds, type TestApp } from '../test/test-app.js';
import { INVOICE_OVERDUE_QUEUE, runInvoiceOverdue } from './invoice-overdue.js';

let t: TestApp;
let ids: DemoIds;
let now = new Date('2026-01-01T12:00:00Z');
const clock: Clock = { now: () => new Date(now) };
const setToday = (day: string) => {
  now = new Date(`${day}T12:00:00Z`);
};
const rows = async (q: string, values: unknown[] = []) => (await t.database.executeSql(q, values)).rows;

const outbox = () => {
  const dir = join(t.config.dataDir, 'outbox');
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .map((text) => text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
};
const mailsTo = (email: string, all: string[]) => all.filter((m) => m.includes(`To: ${email}`));

/** The caller's overdue notifications about this invoice. */
async function noticesOf(who: string, invoiceId: string) {
  const token = await t.login(`${who}@demo.test`);
  const res = await t.call(token, { method: 'GET', url: '/v2/notifications?type=invoice_overdue&per_page=100' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data as NotificationView[]).filter((n) => n.subject_id === invoiceId);
}

let invoice: { id: string; number: number; due: string; owed: string };

beforeAll(async () => {
  t = await createTestApp({ startJobs: true }, { clock });
  ids = await t.demoIds();
  // Acme's earliest-due invoice to Globex still owed: the first the job will announce.
  const [row] = await rows(
    `select id::text, number, due_date::text as due, (total_due - allocated_amount)::text as owed from invoices
      where client_id = $1 and status in ('open', 'partially_paid') and total_due > allocated_amount
      order by due_date, id limit 1`,
    [ids.globex],
  );
  invoice = { id: String(row!.id), number: Number(row!.number), due: String(row!.due), owed: String(row!.owed) };
  // Nothing owed falls due before it: the day it is due, no invoice is overdue yet.
  await rows(
    `update invoices set due_date = $1::date where status in ('open', 'partially_paid') and due_date < $1::date`,
    [invoice.due],
  );
  // The Acme owner switched the e-mail off, the recruiter the bell.
  await rows(
    `insert into notification_preferences (user_id, event_type, channel, enabled)
     select id, 'invoice_overdue', 'email', false from users where email = 'partner@demo.test'
     union all
     select id, 'invoice_overdue', 'in_app', false from users where email = 'recruiter@demo.test'`,
  );
});
afterAll(async () => t?.close());

describe('the overdue notice', () => {
  it('is scheduled every morning, one run at a time', async () => {
    const schedule = (
      await t.database.executeSql(`select name, cron from pgboss.schedule where name = $1`, [INVOICE_OVERDUE_QUEUE])
    ).rows;
    expect(schedule).toEqual([{ name: INVOICE_OVERDUE_QUEUE, cron: '30 6 * * *' }]);
    const queues = (
      await t.database.executeSql(`select policy from pgboss.queue where name = $1`, [INVOICE_OVERDUE_QUEUE])
    ).rows;
    expect(queues).toEqual([{ policy: 'singleton' }]);
  });

  it('is not sent on the due date itself', async () => {
    setToday(invoice.due);
    const res = await runInvoiceOverdue(t.app.deps);
    expect(res.invoices).toBe(0);
    expect(await noticesOf('client', invoice.id)).toEqual([]);
  });

  it('is sent the day after, once, to the client’s users and the partner’s staff who see bills', async () => {
    setToday(addDays(invoice.due, 1));
    const before = outbox().length;
    const first = await runInvoiceOverdue(t.app.deps);
    expect(first.invoices).toBeGreaterThanOrEqual(1);

    const [client] = await noticesOf('client', invoice.id);
    expect(client).toMatchObject({
      type: 'invoice_overdue',
      title: `Invoice ${invoice.number} is overdue`,
      link: `/invoices/${invoice.id}`,
      subject_type: 'invoice',
      read_at: null,
    });
    expect(client!.body).toMatch(new RegExp(`^Globex Corporation: USD [0-9,]+\\.\\d\\d was due ${invoice.due}$`));
    expect(await noticesOf('partner', invoice.id)).toHaveLength(1);
    // In-app off for the recruiter; time_sheet_only does not see bills; another partner is not told.
    expect(await noticesOf('recruiter', invoice.id)).toEqual([]);
    expect(await noticesOf('timesheets', invoice.id)).toEqual([]);
    expect(await noticesOf('partner2', invoice.id)).toEqual([]);
    expect(await noticesOf('contractor', invoice.id)).toEqual([]);

    const sent = outbox().slice(before);
    const toClient = mailsTo('client@demo.test', sent).filter((m) =>
      m.includes(`Invoice ${invoice.number} is overdue`),
    );
    expect(toClient).toHaveLength(1);
    expect(toClient[0]).toContain(`${t.config.publicUrl}/invoices/${invoice.id}`);
    // The recruiter kept the e-mail on; the owner switched it off.
    expect(mailsTo('recruiter@demo.test', sent).some((m) => m.includes(`Invoice ${invoice.number}`))).toBe(true);
    expect(mailsTo('partner@demo.test', sent)).toEqual([]);
    expect(mailsTo('partner2@demo.test', sent)).toEqual([]);

    // The next mornings: nothing more about it.
    const later = outbox().length;
    await runInvoiceOverdue(t.app.deps);
    setToday(addDays(invoice.due, 2));
    await runInvoiceOverdue(t.app.deps);
    expect(await noticesOf('client', invoice.id)).toHaveLength(1);
    expect(
      outbox()
        .slice(later)
        .filter((m) => m.includes(`Invoice ${invoice.number} is overdue`)),
    ).toEqual([]);
    const [events] = await rows(
      `select count(*)::int as n from events where type = 'invoice_overdue' and subject_id = $1`,
      [invoice.id],
    );
    expect(events!.n).toBe(1);
  });

  it('never names a paid invoice or a draft; a missed morning is caught up', async () => {
    const [paid] = await rows(`select id::text from invoices where status = 'paid' and due_date is not null limit 1`);
    const [draft] = await rows(`select id::text from invoices where status = 'draft' limit 1`);
    // A later invoice falls due while the job does not run for a week.
    const [later] = await rows(
      `select id::text from invoices where status in ('open', 'partially_paid') and total_due > allocated_amount
         and id <> $1 and not exists (select 1 from events e where e.type = 'invoice_overdue' and e.subject_id = invoices.id)
       limit 1`,
      [invoice.id],
    );
    const due = addDays(invoice.due, 3);
    await rows(`update invoices set due_date = $1::date where id = any($2::uuid[])`, [due, [paid!.id, later!.id]]);
    setToday(addDays(due, 7));
    await runInvoiceOverdue(t.app.deps);
    const told = async (id: string | undefined) =>
      id
        ? Number(
            (
              await rows(`select count(*)::int as n from events where type = 'invoice_overdue' and subject_id = $1`, [
                id,
              ])
            )[0]!.n,
          )
        : null;
    expect(later, 'the demo has a second invoice still owed').toBeDefined();
    expect(await told(String(later!.id))).toBe(1);
    expect(paid && draft, 'the demo has a paid invoice and a draft').toBeTruthy();
    expect(await told(String(paid!.id))).toBe(0);
    expect(await told(String(draft!.id))).toBe(0);
  });
});
