/**
 * The demo seed's ids, looked up by the names the seed gives its rows (ids are random per seed, so
 * tests never hard-code them). `TestApp.demoIds()` returns these, read once per app.
 */
import type { Database } from '../db/client.js';

export async function readDemoIds(database: Database) {
  const q = async (sql: string) => (await database.executeSql(sql)).rows as { id: string; name: string }[];
  const table = async (what: string, sql: string) => {
    const rows = await q(sql);
    return (name: string) => {
      const row = rows.find((r) => r.name === name);
      if (!row) throw new Error(`demoIds: no ${what} named '${name}' in the demo seed`);
      return String(row.id);
    };
  };
  const partner = await table('partner', 'select id, subdomain as name from partners');
  const client = await table('client', 'select id, name from clients');
  const contractor = await table('contractor', 'select id, first_name as name from contractors');
  const job = await table('job', 'select id, title as name from jobs');
  const location = await table('work location', 'select id, name from work_locations');
  const endClient = await table('end client', 'select id, name from end_clients');
  const department = await table('department', 'select id, name from departments');
  const assignment = await table(
    'assignment of contractor',
    'select a.id, c.first_name as name from assignments a join contractors c on c.id = a.contractor_id',
  );
  return {
    acme: partner('acme'),
    beacon: partner('beacon'),
    globex: client('Globex Corporation'),
    stark: client('Stark Logistics'),
    umbrella: client('Umbrella Health'),
    initech: client('Initech'),
    wayne: client('Wayne Foods'),
    casey: contractor('Casey'),
    nina: contractor('Nina'),
    ian: contractor('Ian'),
    bruno: contractor('Bruno'),
    wendy: contractor('Wendy'),
    developer: job('Software Developer'),
    consultant: job('Logistics Consultant'),
    controller: job('Plant Controller'),
    receptionist: job('Medical Receptionist'),
    austin: location('Globex Austin HQ'),
    midtown: location('Stark Midtown'),
    laClinic: location('Umbrella LA Clinic'),
    houston: location('Wayne Houston Plant'),
    dallas: location('Initech Dallas'),
    globexRetail: endClient('Globex Retail Division'),
    initechFederal: endClient('Initech Federal'),
    engineering: department('Engineering'),
    caseyAssignment: assignment('Casey'),
    ninaAssignment: assignment('Nina'),
    brunoAssignment: assignment('Bruno'),
  };
}
export type DemoIds = Awaited<ReturnType<typeof readDemoIds>>;
