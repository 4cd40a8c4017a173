/**
 * Demo agreements and document templates (issue 15, decision 0069), made through the agreements services as
 * the demo users, each step on its own fixed day (the seed never asks the real clock):
 * - the platform's "Remote Work Policy Acknowledgement" (no countersignature), sent to Casey on 20 November
 *   and not yet signed — the one to sign on /agreements;
 * - Acme's "Assignment Agreement" (countersigned by the employer), generated for Casey's Globex assignment,
 *   signed by Casey and countersigned by Acme's owner: its signed PDF and audit trail;
 * - Beacon's "Contractor Services Agreement", sent to Bruno (another partner's, for the scoping tests);
 * - document templates: the platform's assignment confirmation and Acme's offer letter.
 */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { fixedClock } from '../../lib/clock.js';
import { countersignAgreement, signAgreement } from '../../modules/agreements/agreement-signing.service.js';
import { createTemplate } from '../../modules/agreements/agreement-templates.service.js';
import { createAgreement } from '../../modules/agreements/agreements.service.js';
import { assignments } from '../schema/index.js';
import { DEMO_IP, type DemoActors } from './demo-actors.js';

const SEED_AGENT = 'Mozilla/5.0 (demo seed)';

const REMOTE_WORK = `This acknowledgement is between {{partner.name}} and {{worker.name}} ({{worker.email}}).

When you work away from the client's premises you keep the same hours, timekeeping and confidentiality rules as on site, and you record all time worked on the platform on the day it is worked.

You keep company equipment and client information secure, use only approved networks and tools, and report a lost device or a suspected breach at once.

Signed on {{document.date}}.`;

const ASSIGNMENT_AGREEMENT = `Assignment Agreement between {{partner.name}} ("the employer") and {{worker.name}} ("the worker").

1. Assignment. The worker is assigned to {{client.name}} as {{assignment.job_title}} at {{assignment.work_location}}, starting {{assignment.start_date}} and ending {{assignment.end_date}}.

2. Pay. The worker is paid {{assignment.pay_rate}} an hour, and {{assignment.overtime_pay_rate}} an hour for overtime, through the employer's payroll.

3. Conduct. The worker follows the client's site rules and the employer's policies, and records all time worked on the platform.

4. Ending. Either party may end the assignment with notice; hours already worked are paid.

Dated {{document.date}}.`;

const BEACON_SERVICES = `Contractor Services Agreement between {{partner.name}} and {{worker.name}}.

The contractor provides services as an independent business, invoices through the platform, and is responsible for its own taxes.

Dated {{document.date}}.`;

const OFFER_LETTER = `{{document.date}}

Dear {{worker.first_name}},

{{partner.name}} is pleased to offer you the position of {{assignment.job_title}} with our client {{client.name}}, starting {{assignment.start_date}} at {{assignment.work_location}}.

Your pay rate is {{assignment.pay_rate}} an hour, paid weekly.

We look forward to working with you.

{{partner.name}}`;

const CONFIRMATION = `Assignment confirmation for {{worker.name}}

Client: {{client.name}}
Position: {{assignment.job_title}}
Location: {{assignment.work_location}}
Start date: {{assignment.start_date}}
End date: {{assignment.end_date}}
Pay rate: {{assignment.pay_rate}} an hour

Issued by {{partner.name}} on {{document.date}}.`;

export async function seedDemoAgreements(actors: DemoActors, ids: { casey: string; bruno: string }) {
  const [caseyAssignment] = await actors.deps.db
    .select({ id: assignments.id })
    .from(assignments)
    .where(eq(assignments.contractorId, ids.casey));
  if (!caseyAssignment) throw new Error("Demo seed: Casey's assignment is missing");
  // The seed's mail is not sent: the service log's insert would wait on the seed's own transaction.
  const on = (at: string): AppDeps => ({ ...actors.deps, clock: fixedClock(at), mailer: { send: async () => {} } });
  const meta = { ip: DEMO_IP, userAgent: SEED_AGENT };
  const admin = await actors.as('admin@demo.test');
  const acme = await actors.as('partner@demo.test');
  const beacon = await actors.as('partner2@demo.test');
  const casey = await actors.as('contractor@demo.test');

  const oct = on('2026-10-28T15:00:00Z');
  const remote = await createTemplate(
    oct,
    admin,
    'agreement',
    {
      name: 'Remote Work Policy Acknowledgement',
      category: 'other',
      requires_countersignature: false,
      partner_id: null,
      body: REMOTE_WORK,
    },
    DEMO_IP,
  );
  const assignment = await createTemplate(
    oct,
    acme,
    'agreement',
    { name: 'Assignment Agreement', category: 'other', requires_countersignature: true, body: ASSIGNMENT_AGREEMENT },
    DEMO_IP,
  );
  const services = await createTemplate(
    oct,
    beacon,
    'agreement',
    {
      name: 'Contractor Services Agreement',
      category: 'other',
      requires_countersignature: false,
      body: BEACON_SERVICES,
    },
    DEMO_IP,
  );
  await createTemplate(
    oct,
    admin,
    'document',
    {
      name: 'Assignment Confirmation',
      category: 'assignment_confirmation',
      requires_countersignature: false,
      partner_id: null,
      body: CONFIRMATION,
    },
    DEMO_IP,
  );
  await createTemplate(
    oct,
    acme,
    'document',
    { name: 'Offer Letter', category: 'offer_letter', requires_countersignature: false, body: OFFER_LETTER },
    DEMO_IP,
  );

  const signed = await createAgreement(
    on('2026-11-02T15:00:00Z'),
    acme,
    { template_id: assignment.id, contractor_id: ids.casey, assignment_id: caseyAssignment.id, send: true },
    DEMO_IP,
  );
  await signAgreement(
    on('2026-11-03T16:20:00Z'),
    casey,
    signed.id,
    { document_hash: signed.document_hash, agree: true },
    meta,
  );
  await countersignAgreement(
    on('2026-11-04T14:05:00Z'),
    acme,
    signed.id,
    { document_hash: signed.document_hash, agree: true },
    meta,
  );

  await createAgreement(
    on('2026-11-20T15:00:00Z'),
    acme,
    { template_id: remote.id, contractor_id: ids.casey, send: true },
    DEMO_IP,
  );
  await createAgreement(
    on('2026-11-18T15:00:00Z'),
    beacon,
    { template_id: services.id, contractor_id: ids.bruno, send: true },
    DEMO_IP,
  );
}
