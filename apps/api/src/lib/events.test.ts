/**
 * emitEvents (decision 0081): many events of one type from one SELECT, each delivered to its own
 * audience (a worker's users, a client's users, a partner's staff of given roles, one user) less the
 * actor, inactive users and those who switched the type's in-app channel off; once per once_key — a
 * second emission, and emitEvent with the same key, write nothing. Ten thousand events in one statement.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../test/test-app.js';
import { emitEvent, emitEvents } from './events.js';

let t: TestApp;
let ids: DemoIds;
const rows = async (q: string, values: unknown[] = []) => (await t.database.executeSql(q, values)).rows;
const userId = async (email: string) => String((await rows(`select id from users where email = $1`, [email]))[0]!.id);

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

/** Who received the event with this once_key (e-mails, sorted). */
const recipients = async (onceKey: string) =>
  (
    await rows(
      `select u.email from notifications n join events e on e.id = n.event_id join users u on u.id = n.user_id
        where e.type = 'license_expiring' and e.once_key = $1 order by u.email`,
      [onceKey],
    )
  ).map((r) => String(r.email));

describe('emitEvents', () => {
  it('delivers each event to its own audience, less the actor, inactive users and in-app opt-outs', async () => {
    const owner = await userId('partner@demo.test');
    const recruiter = await userId('recruiter@demo.test');
    const beaconOwner = await userId('partner2@demo.test');
    // The recruiter switched the bell off for this type.
    await rows(
      `insert into notification_preferences (user_id, event_type, channel, enabled) values ($1, 'license_expiring', 'in_app', false)`,
      [recruiter],
    );
    const written = await t.app.deps.db.transaction((tx) =>
      emitEvents(tx, {
        type: 'license_expiring',
        staffRoles: ['owner', 'recruiter', 'manager'],
        actorUserId: beaconOwner,
        rows: sql`
          select * from (values
            ('t1-worker', ${ids.acme}::uuid, 'Casey''s', ${ids.casey}::uuid, null::uuid, null::uuid, null::uuid),
            ('t1-client', ${ids.acme}::uuid, 'Globex''s', null::uuid, ${ids.globex}::uuid, null::uuid, null::uuid),
            ('t1-staff', ${ids.acme}::uuid, 'Acme staff''s', null::uuid, null::uuid, ${ids.acme}::uuid, null::uuid),
            ('t1-actor', ${ids.beacon}::uuid, 'Beacon''s', null::uuid, null::uuid, ${ids.beacon}::uuid, ${beaconOwner}::uuid)
          ) as v(once_key, partner_id, title, to_contractor_id, to_client_id, to_partner_id, to_user_id)
          cross join lateral (select 'contractor'::text as subject_type, null::uuid as subject_id, ''::text as body,
                                     null::text as link, '{}'::jsonb as data) extra`,
      }),
    );
    expect(written.map((w) => w.onceKey).sort()).toEqual(['t1-actor', 't1-client', 't1-staff', 't1-worker']);
    expect(await recipients('t1-worker')).toEqual(['contractor@demo.test']);
    expect(await recipients('t1-client')).toEqual(
      (await rows(`select email from users where client_id = $1 and active order by email`, [ids.globex])).map((r) =>
        String(r.email),
      ),
    );
    const staff = await recipients('t1-staff');
    expect(staff).toContain('partner@demo.test');
    // Not the recruiter (in-app off), not time_sheet_only (not of the roles given).
    expect(staff).not.toContain('recruiter@demo.test');
    expect(staff).not.toContain('timesheets@demo.test');
    // The actor is never told of what they did, even when named.
    expect(await recipients('t1-actor')).not.toContain('partner2@demo.test');
    expect(owner).toBeTruthy();
  });

  it('writes an event once per key: again, or through emitEvent, nothing more', async () => {
    const again = await t.app.deps.db.transaction((tx) =>
      emitEvents(tx, {
        type: 'license_expiring',
        rows: sql`select 't1-worker'::text as once_key, null::uuid as partner_id, null::text as subject_type,
                    null::uuid as subject_id, 'again'::text as title, ''::text as body, null::text as link,
                    '{}'::jsonb as data, ${ids.casey}::uuid as to_contractor_id, null::uuid as to_client_id,
                    null::uuid as to_partner_id, null::uuid as to_user_id`,
      }),
    );
    expect(again).toEqual([]);
    await t.app.deps.db.transaction((tx) =>
      emitEvent(tx, {
        type: 'license_expiring',
        title: 'again',
        onceKey: 't1-worker',
        to: { contractorId: ids.casey },
      }),
    );
    const [n] = await rows(
      `select count(*)::int as n from events where type = 'license_expiring' and once_key = 't1-worker'`,
    );
    expect(n!.n).toBe(1);
    expect(await recipients('t1-worker')).toEqual(['contractor@demo.test']);
  });

  it('writes ten thousand events and their notifications in one statement', async () => {
    const casey = await userId('contractor@demo.test');
    const delivered = async () =>
      Number((await rows(`select count(*)::int as n from notifications where user_id = $1`, [casey]))[0]!.n);
    const before = await delivered();
    const started = Date.now();
    const written = await t.app.deps.db.transaction((tx) =>
      emitEvents(tx, {
        type: 'license_expiring',
        rows: sql`select 'bulk-' || g::text as once_key, ${ids.acme}::uuid as partner_id, null::text as subject_type,
                    null::uuid as subject_id, 'Bulk ' || g::text as title, ''::text as body, null::text as link,
                    '{}'::jsonb as data, null::uuid as to_contractor_id, null::uuid as to_client_id,
                    null::uuid as to_partner_id, ${casey}::uuid as to_user_id
                  from generate_series(1, 10000) g`,
      }),
    );
    // Generous for a shared machine (about half a second on PostgreSQL): a statement per event takes far longer.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(written).toHaveLength(10_000);
    expect((await delivered()) - before).toBe(10_000);
  });
});
