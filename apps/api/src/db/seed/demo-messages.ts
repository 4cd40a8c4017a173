/**
 * Demo messages (decision 0074), written through the service as the people who wrote them: Casey asks
 * Acme's owner about his overtime and she answers (Casey has her answer unread); Globex's owner asks Acme
 * about extending Casey's assignment and Paula replies (Clara has it unread); the platform welcomes
 * Beacon's owner (unread). The times count back from the real moment the demo is seeded, not the app's
 * clock (the seed stays clock-free for the test snapshot), and no e-mail copy is sent for these: they are
 * the demo's history, not news.
 */
import { messageReplySchema, messageThreadCreateSchema } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { reply, startThread } from '../../modules/messages/messages.service.js';
import { DEMO_IP, type DemoActors } from './demo-actors.js';

interface DemoThread {
  from: string;
  to: string[];
  subject: string;
  /** Hours before the seeding moment. */
  hoursAgo: number;
  body: string;
  replies: { from: string; hoursAgo: number; body: string }[];
}

const THREADS: DemoThread[] = [
  {
    from: 'contractor@demo.test',
    to: ['partner@demo.test'],
    subject: 'Overtime on my last paycheck',
    hoursAgo: 30,
    body: 'Hi Paula,\nmy week of November 2 shows 44 hours. Are the 4 hours over 40 paid at time and a half?\nThanks, Casey',
    replies: [
      {
        from: 'partner@demo.test',
        hoursAgo: 26,
        body: 'Hi Casey, yes: the 4 hours over 40 are paid at 1.5× your rate on the same paycheck. You can see them on your pay stub under Overtime.',
      },
    ],
  },
  {
    from: 'client@demo.test',
    to: ['partner@demo.test', 'recruiter@demo.test'],
    subject: "Extending Casey's assignment",
    hoursAgo: 50,
    body: 'Hello Acme team,\nwe would like to keep Casey on the Software Developer role through the end of Q1. What do you need from us?',
    replies: [
      {
        from: 'partner@demo.test',
        hoursAgo: 5,
        body: 'Hi Clara, happy to. We will send an updated assignment confirmation with the new end date for you to sign this week.',
      },
    ],
  },
  {
    from: 'admin@demo.test',
    to: ['partner2@demo.test'],
    subject: 'Welcome to payroll on the platform',
    hoursAgo: 72,
    body: 'Hi Bea,\nyour payroll bank account is verified. Write to us here if anything in your first runs looks off.',
    replies: [],
  },
];

/** The deps of one step: a clock stopped at `hoursAgo` before `seededAt`, and a mailer that sends nothing. */
const at = (deps: AppDeps, seededAt: number, hoursAgo: number): AppDeps => ({
  ...deps,
  clock: { now: () => new Date(seededAt - hoursAgo * 3_600_000) },
  mailer: { send: async () => {} },
});

export async function seedDemoMessages(actors: DemoActors): Promise<void> {
  const seededAt = Date.now();
  const deps = actors.deps;
  const userId = async (email: string) => (await actors.as(email)).userId;
  for (const t of THREADS) {
    const body = messageThreadCreateSchema.parse({
      recipient_ids: await Promise.all(t.to.map(userId)),
      subject: t.subject,
      body: t.body,
    });
    const thread = await startThread(at(deps, seededAt, t.hoursAgo), await actors.as(t.from), body, DEMO_IP);
    for (const r of t.replies)
      await reply(
        at(deps, seededAt, r.hoursAgo),
        await actors.as(r.from),
        thread.id,
        messageReplySchema.parse({ body: r.body }),
        DEMO_IP,
      );
  }
}
