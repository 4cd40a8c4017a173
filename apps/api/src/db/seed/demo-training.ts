/**
 * Demo training, labor posters and employee handbooks (decision 0076), through the services as the people
 * who would do each: Acme's owner creates "Workplace safety basics" (a PDF, due in 14 days) and enrolls
 * Casey and Nina; the platform's "Anti-harassment training" (an address) has Casey enrolled and already
 * completed it. The platform's staff upload the federal, Texas and California posters. The platform
 * publishes the EOR handbook; Acme publishes its own, which Nina has acknowledged and Casey not yet. Every
 * step runs on the real clock (withRealClock): the seed never reads the app's clock, and tests do not read
 * these dates.
 */
import PDFDocument from 'pdfkit';
import { courseCreateSchema, handbookPublishSchema, laborPosterCreateSchema } from '@app/domain';
import { publishHandbook, acknowledgeHandbook, myHandbook } from '../../modules/handbooks/handbooks.service.js';
import { uploadLaborPoster } from '../../modules/labor-posters/labor-posters.service.js';
import { createCourse } from '../../modules/training/courses.service.js';
import { enrollWorkers, reportProgress } from '../../modules/training/enrollments.service.js';
import { DEMO_IP, withRealClock, type DemoActors } from './demo-actors.js';

/** A short PDF naming what it stands for. */
function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 72, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(20).text(title).moveDown();
  for (const l of lines) doc.fontSize(12).text(l).moveDown(0.5);
  doc.moveDown().fontSize(10).text('Demo document: not a real record.');
  doc.end();
  return done;
}

const fileOf = async (title: string, lines: string[]) => ({
  filename: `${title
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}.pdf`,
  content_base64: (await demoPdf(title, lines)).toString('base64'),
});

export async function seedDemoTraining(actors: DemoActors, ids: { casey: string; nina: string }): Promise<void> {
  const deps = withRealClock(actors.deps);
  const paula = await actors.as('partner@demo.test');
  const ada = await actors.as('admin@demo.test');
  const casey = await actors.as('contractor@demo.test');

  // Training: Acme's course to do, the platform's course Casey finished.
  const safety = await createCourse(
    deps,
    paula,
    courseCreateSchema.parse({
      title: 'Workplace safety basics',
      description: 'Hazards on site, protective equipment, and how to report an incident.',
      due_in_days: 14,
      ...(await fileOf('Workplace safety basics', [
        '1. Know the hazards of your workplace.',
        '2. Wear the protective equipment your job requires.',
        '3. Report every incident and near miss the same day.',
      ])),
    }),
    DEMO_IP,
  );
  await enrollWorkers(deps, paula, { course_id: safety.id, contractor_ids: [ids.casey, ids.nina] }, DEMO_IP);
  const harassment = await createCourse(
    deps,
    ada,
    courseCreateSchema.parse({
      title: 'Anti-harassment training',
      description: 'The annual course every W-2 employee takes.',
      due_in_days: 30,
      content_url: 'https://learn.example.com/anti-harassment',
    }),
    DEMO_IP,
  );
  const [done] = (await enrollWorkers(deps, ada, { course_id: harassment.id, contractor_ids: [ids.casey] }, DEMO_IP))
    .enrolled;
  await reportProgress(deps, casey, done!.id, { lesson_status: 'completed' }, DEMO_IP);

  // Labor posters: the federal ones, Texas (Casey works in Austin) and California.
  for (const [title, region] of [
    ['Employee Rights under the FLSA', null],
    ['Texas Payday Law', 'TX'],
    ['California Minimum Wage', 'CA'],
  ] as const) {
    await uploadLaborPoster(
      deps,
      ada,
      laborPosterCreateSchema.parse({
        title,
        country: 'US',
        region,
        ...(await fileOf(title, ['Display this poster where employees can readily see it.'])),
      }),
      DEMO_IP,
    );
  }

  // Handbooks: the employer of record's, and Acme's own — Nina acknowledged Acme's, Casey has not yet.
  await publishHandbook(
    deps,
    ada,
    handbookPublishSchema.parse({
      title: 'Staffwise EOR Employee Handbook',
      ...(await fileOf('Staffwise EOR Employee Handbook', ['Policies for the employees of record.'])),
    }),
    DEMO_IP,
  );
  await publishHandbook(
    deps,
    paula,
    handbookPublishSchema.parse({
      title: 'Acme Staffing Employee Handbook',
      ...(await fileOf('Acme Staffing Employee Handbook', [
        'Attendance, timekeeping, conduct, safety and leave policies.',
      ])),
    }),
    DEMO_IP,
  );
  const nina = await actors.as('newhire@demo.test');
  const current = (await myHandbook(deps, nina)).handbook!;
  await acknowledgeHandbook(
    deps,
    nina,
    { handbook_id: current.id, sha256: current.sha256 },
    { ip: DEMO_IP, userAgent: 'Demo seed' },
  );
}
