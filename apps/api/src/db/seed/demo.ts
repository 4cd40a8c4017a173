/**
 * Demo data for local and sandbox modes, written only into an empty database, in one transaction.
 * Every demo login uses the password `demo-password`; the list is printed at start. Organizations,
 * people, placements and time are written directly; what users do in the app (onboarding, agreements,
 * direct deposit, project codes, time off, uploads) goes through the services their actions use.
 */
import { count } from 'drizzle-orm';
import type { Role } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { hashPassword } from '../../lib/crypto.js';
import type { DbOrTx } from '../client.js';
import { taxIdColumnsOf } from '../../lib/tax-id.js';
import { seedDemoActivity } from './demo-activity.js';
import { seedDemoAgreements } from './demo-agreements.js';
import { seedDemoBenefits } from './demo-benefits.js';
import { seedDemoBilling } from './demo-billing.js';
import { seedDemoCompanyTaxes } from './demo-company-taxes.js';
import { seedDemoPurchaseOrders } from './demo-purchase-orders.js';
import { seedDemoPayrollBankAccounts } from './demo-payroll-bank-accounts.js';
import { seedDemoPayoutMethods } from './demo-payout-methods.js';
import { DemoActors, joinedHandle } from './demo-actors.js';
import { seedDemoOnboarding } from './demo-onboarding.js';
import { seedDemoPayroll } from './demo-payroll.js';
import { seedDemoPlacements } from './demo-placements.js';
import { seedDemoTime } from './demo-time.js';
import { seedDemoCommissions } from './demo-commissions.js';
import { seedDemoDistributions } from './demo-distributions.js';
import { seedDemoDocuments } from './demo-documents.js';
import { seedDemoMessages } from './demo-messages.js';
import { seedDemoForms } from './demo-forms.js';
import { seedDemoScreenings } from './demo-screenings.js';
import { seedDemoTraining } from './demo-training.js';
import { seedDemoReviews } from './demo-reviews.js';
import { seedDemoReports } from './demo-reports.js';
import { seedDemoAccounting } from './demo-accounting.js';
import { seedDemoDevelopers } from './demo-developers.js';
import { clients, contractors, eors, partners, salesPartners, users, workersCompCodes } from '../schema/index.js';

export const DEMO_PASSWORD = 'demo-password';

const logo = (letter: string, color: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="${color}"/><text x="20" y="27" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`,
  )}`;

export const DEMO_LOGINS: { email: string; description: string }[] = [
  { email: 'admin@demo.test', description: 'platform admin' },
  { email: 'eor@demo.test', description: 'EOR staff, owner' },
  { email: 'partner@demo.test', description: 'owner of partner Acme Staffing (acme)' },
  { email: 'recruiter@demo.test', description: 'Acme recruiter' },
  { email: 'timesheets@demo.test', description: 'Acme, time_sheet_only' },
  { email: 'partner2@demo.test', description: 'owner of Beacon Talent (beacon, self-employer)' },
  { email: 'sales@demo.test', description: 'sales partner owner, referred Acme' },
  { email: 'client@demo.test', description: 'owner of Acme client Globex Corporation' },
  { email: 'contractor@demo.test', description: 'W-2 contractor of Acme, onboarded' },
  { email: 'newhire@demo.test', description: 'Acme contractor, onboarding required' },
  { email: 'secure@demo.test', description: 'Acme manager, two-factor at login' },
];

async function isEmpty(db: DbOrTx) {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function seedDemoData(deps: AppDeps): Promise<boolean> {
  if (!(await isEmpty(deps.db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD, deps.config.passwordHashing);
  await deps.db.transaction(async (tx) => {
    const [eor] = await tx.insert(eors).values({ name: 'Staffwise EOR' }).returning();
    const [summit] = await tx.insert(salesPartners).values({ name: 'Summit Referrals' }).returning();
    const [acme] = await tx
      .insert(partners)
      .values({
        name: 'Acme Staffing',
        subdomain: 'acme',
        salesPartnerId: summit!.id,
        logoUrl: logo('A', '#6741d9'),
        faviconUrl: logo('A', '#6741d9'),
        darkMode: true,
        brandColor: '#6741d9',
        redirectUrl: 'https://acme-staffing.example',
        isCanadaEnabled: true,
        corpToCorpEnabled: true,
        contactName: 'Paula Partner',
        contactEmail: 'ops@acme-staffing.example',
        ...taxIdColumnsOf(deps.crypto, { type: 'ein', value: '74-1234567' }),
      })
      .returning();
    const [beacon] = await tx
      .insert(partners)
      .values({
        name: 'Beacon Talent',
        subdomain: 'beacon',
        productLine: 'Self-Employer',
        funding: 'Self funded',
        selfEmployer: true,
        selfFunded: true,
        logoUrl: logo('B', '#2f9e44'),
        contactName: 'Bea Beacon',
        contactEmail: 'hello@beacon-talent.example',
        ...taxIdColumnsOf(deps.crypto, { type: 'ein', value: '75-7654321' }),
      })
      .returning();
    const [globex] = await tx
      .insert(clients)
      .values({ partnerId: acme!.id, name: 'Globex Corporation', canCreateAssignment: true })
      .returning();
    const [initech] = await tx.insert(clients).values({ partnerId: beacon!.id, name: 'Initech' }).returning();
    const [casey] = await tx
      .insert(contractors)
      .values({
        partnerId: acme!.id,
        firstName: 'Casey',
        lastName: 'Contractor',
        email: 'contractor@demo.test',
        classification: 'w-2',
      })
      .returning();
    const [nina] = await tx
      .insert(contractors)
      .values({
        partnerId: acme!.id,
        firstName: 'Nina',
        lastName: 'Newhire',
        email: 'newhire@demo.test',
        classification: 'w-2',
      })
      .returning();
    const [bruno] = await tx
      .insert(contractors)
      .values({
        partnerId: beacon!.id,
        firstName: 'Bruno',
        lastName: 'Beaconworker',
        email: 'bruno@beacon.test',
        classification: 'independent_contractor',
      })
      .returning();

    const person = (email: string, first: string, last: string, role: Role | null) => ({
      email,
      passwordHash,
      firstName: first,
      lastName: last,
      role,
      emailConfirmedAt: new Date(),
    });
    await tx.insert(users).values([
      { ...person('admin@demo.test', 'Ada', 'Admin', 'admin'), isAdmin: true },
      { ...person('eor@demo.test', 'Evan', 'Eor', 'owner'), eorId: eor!.id },
      { ...person('partner@demo.test', 'Paula', 'Partner', 'owner'), partnerId: acme!.id, isDeveloper: true },
      { ...person('recruiter@demo.test', 'Rita', 'Recruiter', 'recruiter'), partnerId: acme!.id },
      { ...person('timesheets@demo.test', 'Tim', 'Sheets', 'time_sheet_only'), partnerId: acme!.id },
      { ...person('secure@demo.test', 'Sam', 'Secure', 'manager'), partnerId: acme!.id, requiresTwoFactor: true },
      { ...person('partner2@demo.test', 'Bea', 'Beacon', 'owner'), partnerId: beacon!.id, isDeveloper: true },
      { ...person('sales@demo.test', 'Sally', 'Sales', 'owner'), salesPartnerId: summit!.id },
      { ...person('client@demo.test', 'Clara', 'Client', 'owner'), clientId: globex!.id },
      { ...person('initech@demo.test', 'Ivan', 'Initech', 'owner'), clientId: initech!.id },
      { ...person('contractor@demo.test', 'Casey', 'Contractor', null), contractorId: casey!.id },
      { ...person('newhire@demo.test', 'Nina', 'Newhire', null), contractorId: nina!.id },
    ]);

    // Real NCCI classification codes.
    await tx.insert(workersCompCodes).values([
      { code: '8810', description: 'Clerical Office Employees NOC' },
      { code: '8742', description: 'Salespersons or Collectors - Outside' },
      { code: '5403', description: 'Carpentry NOC' },
      { code: '7380', description: 'Drivers, Chauffeurs and Their Helpers NOC - Commercial' },
      { code: '8832', description: 'Physician and Clerical' },
      { code: '3632', description: 'Machine Shop NOC' },
      { code: '9015', description: 'Buildings - Operation by Owner, Lessee or Real Estate Management Firm' },
    ]);
    await seedDemoPlacements(tx, deps.crypto, {
      acme: acme!.id,
      beacon: beacon!.id,
      globex: globex!.id,
      initech: initech!.id,
      casey: casey!.id,
      nina: nina!.id,
      bruno: bruno!.id,
    });
    await seedDemoTime(tx);
    // From here the demo users act through the services their actions go through, in this transaction.
    const actors = new DemoActors({ ...deps, db: joinedHandle(tx) });
    await seedDemoOnboarding(actors);
    await seedDemoActivity(actors);
    await seedDemoBilling(actors);
    await seedDemoPurchaseOrders(actors);
    await seedDemoCompanyTaxes(actors);
    await seedDemoPayrollBankAccounts(actors);
    await seedDemoPayoutMethods(actors);
    await seedDemoPayroll(actors);
    await seedDemoBenefits(actors, { casey: casey!.id, bruno: bruno!.id });
    await seedDemoCommissions(actors, { summit: summit!.id, acme: acme!.id });
    await seedDemoDistributions(actors, { acme: acme!.id });
    await seedDemoAgreements(actors, { casey: casey!.id, bruno: bruno!.id });
    await seedDemoScreenings(actors, { casey: casey!.id, bruno: bruno!.id, globex: globex!.id });
    await seedDemoDocuments(actors, { casey: casey!.id, globex: globex!.id, beacon: beacon!.id, bruno: bruno!.id });
    await seedDemoMessages(actors);
    await seedDemoReviews(actors, { casey: casey!.id, nina: nina!.id, bruno: bruno!.id });
    await seedDemoForms(actors);
    await seedDemoTraining(actors, { casey: casey!.id, nina: nina!.id });
    await seedDemoReports(actors);
    await seedDemoAccounting(actors);
    await seedDemoDevelopers(actors);
  });
  return true;
}
