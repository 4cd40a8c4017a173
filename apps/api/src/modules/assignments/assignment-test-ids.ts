/** Demo-seed ids the placements tests look up by name (the seed's ids are random per database). */
import type { TestApp } from '../../test/test-app.js';

export async function demoIds(t: TestApp) {
  const q = async (sql: string) => (await t.database.executeSql(sql)).rows as Record<string, unknown>[];
  const byName = (rows: Record<string, unknown>[], name: string, key = 'name') =>
    String(rows.find((r) => r[key] === name)!.id);
  const clients = await q('select id, name from clients');
  const partners = await q('select id, subdomain as name from partners');
  const contractors = await q(`select id, first_name as name from contractors`);
  const jobs = await q('select id, title as name from jobs');
  const locations = await q('select id, name from work_locations');
  const endClients = await q('select id, name from end_clients');
  const departments = await q('select id, name from departments');
  const assignments = await q(
    `select a.id, c.first_name as name from assignments a join contractors c on c.id = a.contractor_id`,
  );
  return {
    acme: byName(partners, 'acme'),
    beacon: byName(partners, 'beacon'),
    globex: byName(clients, 'Globex Corporation'),
    stark: byName(clients, 'Stark Logistics'),
    umbrella: byName(clients, 'Umbrella Health'),
    initech: byName(clients, 'Initech'),
    wayne: byName(clients, 'Wayne Foods'),
    casey: byName(contractors, 'Casey'),
    ian: byName(contractors, 'Ian'),
    bruno: byName(contractors, 'Bruno'),
    wendy: byName(contractors, 'Wendy'),
    developer: byName(jobs, 'Software Developer'),
    consultant: byName(jobs, 'Logistics Consultant'),
    controller: byName(jobs, 'Plant Controller'),
    receptionist: byName(jobs, 'Medical Receptionist'),
    austin: byName(locations, 'Globex Austin HQ'),
    midtown: byName(locations, 'Stark Midtown'),
    laClinic: byName(locations, 'Umbrella LA Clinic'),
    houston: byName(locations, 'Wayne Houston Plant'),
    dallas: byName(locations, 'Initech Dallas'),
    globexRetail: byName(endClients, 'Globex Retail Division'),
    initechFederal: byName(endClients, 'Initech Federal'),
    engineering: byName(departments, 'Engineering'),
    caseyAssignment: byName(assignments, 'Casey'),
    ninaAssignment: byName(assignments, 'Nina'),
    brunoAssignment: byName(assignments, 'Bruno'),
  };
}
export type DemoIds = Awaited<ReturnType<typeof demoIds>>;
