/**
 * Demo documents (decision 0070), uploaded through the service as the people who would upload them: Casey
 * his driver's license (expiring within the month, so the lists flag it) and Acme his background check;
 * Globex's certificate of insurance and its services agreement; Acme's and Beacon's employer papers (one
 * of Acme's expired); the platform's credentialing papers for every partner (its certificate expiring
 * soon). Expiry dates count from the real day the demo is seeded, not the app's clock: the demo is looked
 * at on the day it starts, and tests never read these dates (the seed stays clock-free for the test
 * snapshot).
 */
import PDFDocument from 'pdfkit';
import { documentUploadSchema, type DocumentKind } from '@app/domain';
import { addDays } from '@app/paybill';
import { systemClock } from '../../lib/clock.js';
import { uploadDocument } from '../../modules/documents/documents.service.js';
import { DEMO_IP, type DemoActors } from './demo-actors.js';

/** A one-page PDF naming what it stands for. */
function demoPdf(title: string, owner: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 72, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(20).text(title).moveDown();
  doc.fontSize(12).text(owner).moveDown().text('Demo document: not a real record.');
  doc.end();
  return done;
}

interface DemoDocument {
  as: string;
  kind: DocumentKind;
  name: string;
  owner: string;
  ownerId?: string;
  /** Days from the seeding day; none: it does not expire. */
  expiresIn?: number;
}

export async function seedDemoDocuments(
  actors: DemoActors,
  ids: { casey: string; globex: string; beacon: string; bruno: string },
): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const docs: DemoDocument[] = [
    {
      as: 'contractor@demo.test',
      kind: 'contractor',
      name: "Driver's license",
      owner: 'Casey Contractor',
      expiresIn: 21,
    },
    {
      as: 'partner@demo.test',
      kind: 'contractor',
      name: 'Background check report',
      owner: 'Casey Contractor',
      ownerId: ids.casey,
    },
    {
      as: 'client@demo.test',
      kind: 'client',
      name: 'Certificate of insurance',
      owner: 'Globex Corporation',
      expiresIn: 200,
    },
    {
      as: 'partner@demo.test',
      kind: 'client',
      name: 'Master services agreement',
      owner: 'Globex Corporation',
      ownerId: ids.globex,
    },
    {
      as: 'partner@demo.test',
      kind: 'employer',
      name: "Workers' compensation certificate",
      owner: 'Acme Staffing',
      expiresIn: 120,
    },
    {
      as: 'partner@demo.test',
      kind: 'employer',
      name: 'General liability certificate',
      owner: 'Acme Staffing',
      expiresIn: -12,
    },
    { as: 'partner2@demo.test', kind: 'employer', name: 'Business license', owner: 'Beacon Talent', expiresIn: 300 },
    {
      as: 'partner2@demo.test',
      kind: 'contractor',
      name: 'Contractor agreement',
      owner: 'Bruno Beaconworker',
      ownerId: ids.bruno,
    },
    { as: 'admin@demo.test', kind: 'platform', name: 'Form W-9 (Staffwise EOR)', owner: 'Staffwise EOR' },
    {
      as: 'admin@demo.test',
      kind: 'platform',
      name: 'Certificate of insurance (Staffwise EOR)',
      owner: 'Staffwise EOR',
      expiresIn: 25,
    },
    {
      as: 'admin@demo.test',
      kind: 'platform',
      name: 'Beacon vendor packet',
      owner: 'Beacon Talent',
      ownerId: ids.beacon,
    },
  ];
  for (const d of docs) {
    const bytes = await demoPdf(d.name, d.owner);
    const body = documentUploadSchema.parse({
      name: d.name,
      ...(d.ownerId && { owner_id: d.ownerId }),
      expires_on: d.expiresIn === undefined ? null : addDays(today, d.expiresIn),
      filename: `${d.name
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase()}.pdf`,
      content_base64: bytes.toString('base64'),
    });
    // The answer's expiring flags are not kept: the system clock here leaves the seed's own clock unread.
    await uploadDocument({ ...actors.deps, clock: systemClock }, await actors.as(d.as), d.kind, body, DEMO_IP);
  }
}
