/**
 * Demo review types and reviews (decision 0075), written and decided through the services as the people
 * who would: staff keep a quarterly performance review and a credential document check; Acme's recruiter
 * reviewed Casey on his Globex assignment and Acme's owner approved it; the recruiter's review of
 * Casey's driver's license awaits a decision; her review of Nina is still being written; Beacon's owner
 * submitted a review of Bruno, which platform staff decide (she wrote it). Timestamps are the real day's.
 */
import { and, eq } from 'drizzle-orm';
import { reviewCreateSchema, reviewTypeCreateSchema, type ReviewCreateInput } from '@app/domain';
import { createReview, createReviewType, decideReview } from '../../modules/reviews/reviews.service.js';
import { assignments, documents } from '../schema/index.js';
import { DEMO_IP, withRealClock, type DemoActors } from './demo-actors.js';

export async function seedDemoReviews(
  actors: DemoActors,
  ids: { casey: string; nina: string; bruno: string },
): Promise<void> {
  // Timestamps from the real clock, not the app's (a seed that reads the app's clock defeats the test snapshot).
  const deps = withRealClock(actors.deps);
  const admin = await actors.as('admin@demo.test');
  const owner = await actors.as('partner@demo.test');
  const recruiter = await actors.as('recruiter@demo.test');
  const beacon = await actors.as('partner2@demo.test');

  const performance = await createReviewType(
    deps,
    admin,
    reviewTypeCreateSchema.parse({
      name: 'Quarterly performance review',
      kind: 'performance',
      description: "A worker's quarter on one assignment.",
      criteria: [
        { label: 'Quality of work', description: 'Accurate, careful, to the standard asked' },
        { label: 'Reliability', description: 'Shows up and delivers on time' },
        { label: 'Communication' },
        { label: 'Teamwork' },
      ],
    }),
    DEMO_IP,
  );
  const documentCheck = await createReviewType(
    deps,
    admin,
    reviewTypeCreateSchema.parse({
      name: 'Credential document check',
      kind: 'document',
      description: 'A document a worker uploaded, checked before it is relied on.',
      criteria: [{ label: 'Legible' }, { label: 'Complete' }, { label: 'Current' }],
    }),
    DEMO_IP,
  );

  const assignmentOf = async (contractorId: string) =>
    (
      await deps.db
        .select({ id: assignments.id })
        .from(assignments)
        .where(eq(assignments.contractorId, contractorId))
        .limit(1)
    )[0]?.id ?? null;
  const write = (as: typeof owner, body: ReviewCreateInput) =>
    createReview(deps, as, reviewCreateSchema.parse(body), DEMO_IP);
  const rate = (criteria: [string, number, string?][]) =>
    criteria.map(([criterion, rating, comment]) => ({ criterion, rating, comment: comment ?? null }));

  const casey = await assignmentOf(ids.casey);
  if (casey) {
    const approved = await write(recruiter, {
      review_type_id: performance.id,
      contractor_id: ids.casey,
      assignment_id: casey,
      ratings: rate([
        ['quality_of_work', 5, 'Clean, well-tested work'],
        ['reliability', 4],
        ['communication', 4, 'Clear weekly updates'],
        ['teamwork', 5],
      ]),
      comments: 'A strong quarter at Globex; the client asked to extend.',
      submit: true,
    });
    await decideReview(deps, owner, approved.id, { decision: 'approve' }, DEMO_IP);
  }

  const [license] = await deps.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.contractorId, ids.casey), eq(documents.name, "Driver's license")));
  if (license)
    await write(recruiter, {
      review_type_id: documentCheck.id,
      contractor_id: ids.casey,
      document_id: license.id,
      ratings: rate([
        ['legible', 5],
        ['complete', 4, 'The back of the card is missing'],
        ['current', 5],
      ]),
      submit: true,
    });

  const nina = await assignmentOf(ids.nina);
  if (nina)
    await write(recruiter, {
      review_type_id: performance.id,
      contractor_id: ids.nina,
      assignment_id: nina,
      ratings: rate([['quality_of_work', 3, 'Still onboarding']]),
    });

  const bruno = await assignmentOf(ids.bruno);
  if (bruno)
    await write(beacon, {
      review_type_id: performance.id,
      contractor_id: ids.bruno,
      assignment_id: bruno,
      ratings: rate([
        ['quality_of_work', 4],
        ['reliability', 5],
        ['communication', 3, 'Could raise blockers sooner'],
        ['teamwork', 4],
      ]),
      submit: true,
    });
}
