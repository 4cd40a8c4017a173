/**
 * Demo screenings and licenses (decision 0073), ordered and kept through the services as the people who
 * would: Casey's background check came back clear (approved); Ian's drug test came back 'consider' and
 * waits for staff (Approve / Reject on its page); Beacon's Bruno had a health check the provider could not
 * complete (failed); Ines's background check is clear too (staff place her at Umbrella). Nina has none, so her pending assignment at Umbrella Health (which requires a
 * background check) cannot start yet. Licenses: Casey's CDL expires within the month, Ian's forklift
 * certification has expired, Bruno's nursing license runs for months. Dates count from the real day the
 * demo is seeded (the sandbox's delay is passed by asking for results a minute ahead).
 */
import { addDays } from '@app/paybill';
import { eq } from 'drizzle-orm';
import { createLicense } from '../../modules/licenses/licenses.service.js';
import { completeDueScreenings, orderScreening } from '../../modules/screenings/screenings.service.js';
import { contractors } from '../schema/index.js';
import { DEMO_IP, withRealClock, type DemoActors } from './demo-actors.js';

export async function seedDemoScreenings(
  actors: DemoActors,
  ids: { casey: string; bruno: string; globex: string },
): Promise<void> {
  // Dates count from the real day (above), not the app's clock.
  const deps = withRealClock(actors.deps);
  const [ian] = await deps.db.select({ id: contractors.id }).from(contractors).where(eq(contractors.firstName, 'Ian'));
  const [ines] = await deps.db
    .select({ id: contractors.id })
    .from(contractors)
    .where(eq(contractors.firstName, 'Ines'));
  const acme = await actors.as('partner@demo.test');
  const beacon = await actors.as('partner2@demo.test');
  await orderScreening(
    deps,
    acme,
    { contractor_id: ids.casey, type: 'background_check', client_id: ids.globex, sandbox_outcome: 'clear' },
    DEMO_IP,
  );
  if (ian)
    await orderScreening(
      deps,
      acme,
      { contractor_id: ian.id, type: 'drug_test', client_id: null, sandbox_outcome: 'consider' },
      DEMO_IP,
    );
  // Ines is cleared: staff place her at Umbrella Health, which requires a background check.
  if (ines)
    await orderScreening(
      deps,
      acme,
      { contractor_id: ines.id, type: 'background_check', client_id: null, sandbox_outcome: 'clear' },
      DEMO_IP,
    );
  await orderScreening(
    deps,
    beacon,
    { contractor_id: ids.bruno, type: 'health_check', client_id: null, sandbox_outcome: 'failed' },
    DEMO_IP,
  );
  await completeDueScreenings(deps, new Date(Date.now() + 60_000));

  const today = new Date().toISOString().slice(0, 10);
  await createLicense(
    deps,
    acme,
    {
      contractor_id: ids.casey,
      license_type: 'CDL',
      number: 'D1234-56789-0123',
      state: 'TX',
      issued_on: addDays(today, -1440),
      expires_on: addDays(today, 20),
    },
    DEMO_IP,
  );
  if (ian)
    await createLicense(
      deps,
      acme,
      {
        contractor_id: ian.id,
        license_type: 'Forklift',
        number: 'FL-778812',
        state: 'NY',
        issued_on: addDays(today, -1100),
        expires_on: addDays(today, -5),
      },
      DEMO_IP,
    );
  await createLicense(
    deps,
    beacon,
    {
      contractor_id: ids.bruno,
      license_type: 'RN',
      number: 'RN-5512-09',
      state: 'ON',
      issued_on: addDays(today, -700),
      expires_on: addDays(today, 220),
    },
    DEMO_IP,
  );
}
