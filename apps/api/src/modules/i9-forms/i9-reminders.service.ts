/**
 * The daily I-9 reminders (decision 0079), in the app: a worker's partner is told when section 2 of a
 * Form I-9 is past its due date, and the partner and the worker 90, 30 and 7 days before the work
 * authorization expires (the stage reached: a missed morning sends the stage the next one reaches, not
 * every one passed). Each reminder goes once: its row in i9_reminders_sent (form, kind, the date it
 * counts to) is written in the transaction that emits it, so a second run — or two at once — emits
 * nothing, and a new due date or expiry (a re-verification) is told again.
 */
import {
  daysUntil,
  expiryReminderStage,
  I9_MANAGER_NOTICE_ROLES,
  I9_REVERIFICATION_WARNING_DAYS,
  I9_VERIFIER_NOTICE_ROLES,
  type EventType,
} from '@app/domain';
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { emitEvent } from '../../lib/events.js';
import { claimReminder, formsToRemind, type SelectedI9Form } from './i9-forms.repository.js';

type Kind = Parameters<typeof claimReminder>[2];

interface Notice {
  type: EventType;
  title: string;
  body: string;
}

/** The partner's staff: the verifiers open the form, those who manage workers open the worker. */
async function tellStaff(tx: Tx, f: SelectedI9Form, n: Notice) {
  const common = { ...n, partnerId: f.partner.id, subject: { type: 'i9_form', id: f.form.id } };
  await emitEvent(tx, {
    ...common,
    link: `/i9_forms/${f.form.id}`,
    to: { partnerStaff: { partnerId: f.partner.id, roles: I9_VERIFIER_NOTICE_ROLES } },
  });
  await emitEvent(tx, {
    ...common,
    link: `/contractors/${f.contractor.id}`,
    to: { partnerStaff: { partnerId: f.partner.id, roles: I9_MANAGER_NOTICE_ROLES } },
  });
}

const inDays = (days: number) =>
  days < 0
    ? `expired ${-days} day${days === -1 ? '' : 's'} ago`
    : days === 0
      ? 'expires today'
      : `expires in ${days} day${days === 1 ? '' : 's'}`;

export async function remindI9Forms(
  deps: AppDeps,
  today = deps.clock.now().toISOString().slice(0, 10),
): Promise<{ reminders: number }> {
  const forms = await formsToRemind(deps.db, today, I9_REVERIFICATION_WARNING_DAYS);
  let reminders = 0;
  /** Emits once per form, kind and date: false when it went before. */
  const once = (f: SelectedI9Form, kind: Kind, onDate: string, emit: (tx: Tx) => Promise<void>) =>
    deps.db.transaction(async (tx) => {
      if (!(await claimReminder(tx, f.form.id, kind, onDate, deps.clock.now()))) return;
      await emit(tx);
      reminders += 1;
    });

  for (const f of forms) {
    const name = `${f.contractor.firstName} ${f.contractor.lastName}`;
    const dueOn = f.section2DueOn;
    if (f.section2Overdue && dueOn) {
      await once(f, 'section2_overdue', dueOn, (tx) =>
        tellStaff(tx, f, {
          type: 'i9_section2_overdue',
          title: `Form I-9 section 2 overdue: ${name}`,
          body: `Section 2 was due ${dueOn}, three business days after the first day of employment (${f.employmentStartDate}). Examine the documents and complete it.`,
        }),
      );
    }
    const expiresOn = f.expiresOn;
    const stage = expiresOn ? expiryReminderStage(today, expiresOn) : null;
    if (expiresOn && stage) {
      const when = inDays(daysUntil(today, expiresOn));
      await once(f, `expires_${stage}`, expiresOn, async (tx) => {
        await tellStaff(tx, f, {
          type: 'work_authorization_expiring',
          title: `Work authorization expiring: ${name}`,
          body: `${name}'s work authorization ${when} (${expiresOn}). Re-verify it on the Form I-9 with a current List A or List C document.`,
        });
        await emitEvent(tx, {
          type: 'work_authorization_expiring',
          partnerId: f.partner.id,
          subject: { type: 'i9_form', id: f.form.id },
          title: 'Your work authorization is expiring',
          body: `Your work authorization ${when} (${expiresOn}). Show your employer a current document that proves you may keep working.`,
          link: null,
          to: { contractorId: f.contractor.id },
        });
      });
    }
  }
  return { reminders };
}
