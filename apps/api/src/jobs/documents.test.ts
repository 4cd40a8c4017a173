/**
 * The daily document expiry reminders (decision 0070) on a controlled clock: on 2029-01-01 (the demo's
 * documents, dated from the day the seed ran, have all expired by then) the owner's staff get one e-mail
 * each listing the documents expiring within 30 days, once; archived ones and later ones are not named.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type DemoIds, type TestApp } from '../test/test-app.js';
import { DOCUMENT_EXPIRY_QUEUE, runDocumentExpiry } from './documents.js';
import { LICENSE_EXPIRY_QUEUE, SCREENING_RESULTS_QUEUE } from './screenings.js';

let t: TestApp;
let ids: DemoIds;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');

/** The messages in the outbox, decoded as a mail client would show them. */
const outbox = () => {
  const dir = join(t.config.dataDir, 'outbox');
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .map((text) => text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
};
const mailsTo = (email: string, all: string[]) => all.filter((m) => m.includes(`To: ${email}`));

async function upload(email: string, kind: string, body: object) {
  const res = await t.call(await t.login(email), {
    method: 'POST',
    url: `/v2/${kind}_documents`,
    payload: { filename: 'scan.pdf', content_base64: PDF, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

beforeAll(async () => {
  t = await createTestApp({ startJobs: true }, { clock: fixedClock('2029-01-01') });
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('document expiry reminders', () => {
  it('are scheduled every morning, one run at a time — and so are the license reminders and screening results', async () => {
    const rows = (await t.database.executeSql(`select name, cron from pgboss.schedule`)).rows as { name: string }[];
    expect(rows.map((r) => r.name)).toContain(DOCUMENT_EXPIRY_QUEUE);
    const queues = (
      await t.database.executeSql(`select name, policy from pgboss.queue where name = any($1)`, [
        [DOCUMENT_EXPIRY_QUEUE, LICENSE_EXPIRY_QUEUE, SCREENING_RESULTS_QUEUE],
      ])
    ).rows as { name: string; policy: string }[];
    expect(queues.map((q) => q.policy)).toEqual(['singleton', 'singleton', 'singleton']);
  });

  it("e-mail the owner's staff once about what expires within 30 days", async () => {
    await upload('partner@demo.test', 'employer', { name: 'Liability certificate', expires_on: '2029-01-20' });
    await upload('partner@demo.test', 'contractor', {
      name: 'Forklift license',
      owner_id: ids.casey,
      expires_on: '2029-01-31',
    });
    await upload('partner@demo.test', 'employer', { name: 'Far-off permit', expires_on: '2029-02-01' });
    const archived = await upload('partner@demo.test', 'employer', { name: 'Old permit', expires_on: '2029-01-10' });
    await t.call(await t.login('partner@demo.test'), {
      method: 'POST',
      url: `/v2/employer_documents/${archived}/archive`,
    });
    await upload('admin@demo.test', 'platform', { name: 'EOR insurance', expires_on: '2029-01-05' });
    await upload('partner2@demo.test', 'employer', { name: 'Beacon license', expires_on: '2029-03-01' });

    const before = outbox().length;
    expect(await runDocumentExpiry(t.app.deps)).toEqual({ documents: 3, mails: expect.any(Number) });
    const sent = outbox().slice(before);

    const [paula] = mailsTo('partner@demo.test', sent);
    expect(paula).toContain('Subject: 2 documents expiring soon');
    expect(paula).toContain('- Liability certificate (Acme Staffing): expires 2029-01-20, in 19 days');
    expect(paula).toContain('- Forklift license (Casey Contractor): expires 2029-01-31, in 30 days');
    expect(paula).toContain(`${t.config.publicUrl}/employer_documents?expiry=expiring_soon`);
    expect(paula).toContain(`${t.config.publicUrl}/contractor_documents?expiry=expiring_soon`);
    expect(paula).not.toContain('Far-off permit');
    expect(paula).not.toContain('Old permit');
    expect(paula).not.toContain('EOR insurance');
    expect(paula).not.toContain('/v2/files');
    expect(mailsTo('recruiter@demo.test', sent)).toHaveLength(1);
    // No documents for a time_sheet_only user; nothing of Acme's for Beacon; the platform's to its admins.
    expect(mailsTo('timesheets@demo.test', sent)).toEqual([]);
    expect(mailsTo('partner2@demo.test', sent)).toEqual([]);
    const [ada] = mailsTo('admin@demo.test', sent);
    expect(ada).toContain('Subject: Document expiring soon: EOR insurance');
    expect(ada).toContain('expires 2029-01-05, in 4 days');
    expect(mailsTo('eor@demo.test', sent)).toEqual([]);

    // Told once: the same morning again sends nothing.
    const after = outbox().length;
    expect(await runDocumentExpiry(t.app.deps)).toEqual({ documents: 0, mails: 0 });
    expect(outbox().length).toBe(after);
    // A month on, the far-off permit and Beacon's license are within 30 days: each told once.
    expect(await runDocumentExpiry(t.app.deps, '2029-01-30')).toEqual({ documents: 2, mails: expect.any(Number) });
    expect(mailsTo('partner2@demo.test', outbox().slice(after))).toHaveLength(1);
  });

  it('notify in the app too, and e-mail only those who did not switch document e-mail off (decision 0072)', async () => {
    const recruiter = await t.login('recruiter@demo.test');
    const off = await t.call(recruiter, {
      method: 'PUT',
      url: '/v2/notifications/preferences',
      payload: { preferences: [{ type: 'document_expiring', in_app: true, email: false }] },
    });
    expect(off.statusCode, off.body).toBe(200);
    await upload('partner@demo.test', 'employer', { name: 'Fire permit', expires_on: '2029-03-10' });
    const before = outbox().length;
    expect(await runDocumentExpiry(t.app.deps, '2029-02-15')).toEqual({ documents: 1, mails: expect.any(Number) });
    const sent = outbox().slice(before);
    expect(mailsTo('partner@demo.test', sent)).toHaveLength(1);
    expect(mailsTo('recruiter@demo.test', sent)).toEqual([]);
    for (const token of [recruiter, await t.login('partner@demo.test')]) {
      const res = await t.call(token, { method: 'GET', url: '/v2/notifications?type=document_expiring' });
      expect(res.json().data.data[0]).toMatchObject({
        title: 'Document expiring soon: Fire permit (Acme Staffing)',
        link: '/employer_documents?expiry=expiring_soon',
        read_at: null,
      });
    }
    const beacon = await t.call(await t.login('partner2@demo.test'), {
      method: 'GET',
      url: '/v2/notifications?type=document_expiring',
    });
    expect(beacon.json().data.data.map((n: { title: string }) => n.title)).not.toContain(
      'Document expiring soon: Fire permit (Acme Staffing)',
    );
  });

  it("one recipient's failed send: a re-run mails only that recipient, the others nothing new", async () => {
    await upload('partner@demo.test', 'employer', { name: 'Boiler certificate', expires_on: '2029-04-10' });
    const failing = {
      send: async (m: Parameters<typeof t.app.deps.mailer.send>[0]) => {
        if (m.to === 'partner@demo.test') throw new Error('SMTP refused');
        return t.app.deps.mailer.send(m);
      },
    };
    const before = outbox().length;
    await expect(runDocumentExpiry({ ...t.app.deps, mailer: failing }, '2029-03-20')).rejects.toThrow('SMTP refused');
    const first = outbox().slice(before);
    expect(first.length).toBeGreaterThan(0);
    expect(mailsTo('partner@demo.test', first)).toEqual([]);
    const after = outbox().length;
    // The next run (the next morning here): only the one who missed it is mailed, once.
    expect(await runDocumentExpiry(t.app.deps, '2029-03-21')).toEqual({ documents: 1, mails: 1 });
    const second = outbox().slice(after);
    expect(second).toHaveLength(1);
    expect(mailsTo('partner@demo.test', second)[0]).toContain('Boiler certificate');
    expect(await runDocumentExpiry(t.app.deps, '2029-03-22')).toEqual({ documents: 0, mails: 0 });
    // Keyed by the document, its expiry date and the recipient — not the day.
    expect(second[0]).not.toContain('2029-03-21-');
  });
});
