/**
 * Demo forms (issue 15, decision 0077), made through the forms services as the demo users, each step on
 * its own fixed day (the seed never asks the app's clock): the platform's form templates ("Emergency
 * contact", "Direct hire acknowledgement", "Work preferences"), and Acme's "Emergency contact" form copied
 * from its template, published, assigned to Casey and answered by him — its submission on /forms/:id.
 */
import { formDefinitionSchema, formTemplateCreateSchema, type FormDefinitionInput } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { fixedClock } from '../../lib/clock.js';
import {
  assignForm,
  createForm,
  createFormTemplate,
  publishForm,
  submitForm,
} from '../../modules/forms/forms.service.js';
import { DEMO_IP, type DemoActors } from './demo-actors.js';

const EMERGENCY_CONTACT: FormDefinitionInput = {
  sections: [
    {
      title: 'Your emergency contact',
      description: 'Who we call if something happens to you at work.',
      fields: [
        { key: 'contact_name', label: 'Contact name', type: 'short_text', required: true },
        {
          key: 'relationship',
          label: 'Relationship',
          type: 'single_choice',
          required: true,
          options: ['Spouse or partner', 'Parent', 'Sibling', 'Friend', 'Other'],
        },
        { key: 'contact_phone', label: 'Phone', type: 'phone', required: true, help_text: 'With the area code' },
        { key: 'alternate_phone', label: 'Alternate phone', type: 'phone' },
        { key: 'contact_email', label: 'E-mail', type: 'email' },
      ],
    },
    {
      title: 'Medical notes',
      description: 'Optional.',
      fields: [
        {
          key: 'medical_notes',
          label: 'Anything responders should know',
          type: 'long_text',
          help_text: 'Allergies, conditions or medication',
        },
      ],
    },
  ],
};

const DIRECT_HIRE: FormDefinitionInput = {
  sections: [
    {
      title: 'The hire',
      fields: [
        { key: 'candidate_name', label: 'Candidate name', type: 'short_text', required: true },
        { key: 'position', label: 'Position offered', type: 'short_text', required: true },
        { key: 'start_date', label: 'Start date', type: 'date', required: true },
        { key: 'annual_salary', label: 'Annual salary offered (USD)', type: 'number', min: 0, integer: true },
      ],
    },
    {
      title: 'Acknowledgement',
      fields: [
        {
          key: 'acknowledge_fee',
          label: 'I acknowledge that the direct hire fee of the services agreement is due on hire',
          type: 'checkbox',
          required: true,
        },
        {
          key: 'signature',
          label: 'Signature',
          type: 'short_text',
          required: true,
          help_text: 'Type your full name',
        },
      ],
    },
  ],
};

const WORK_PREFERENCES: FormDefinitionInput = {
  sections: [
    {
      title: 'Availability',
      fields: [
        {
          key: 'shifts',
          label: 'Shifts you can work',
          type: 'multiple_choice',
          required: true,
          options: ['Mornings', 'Afternoons', 'Nights', 'Weekends'],
        },
        { key: 'max_hours', label: 'Most hours a week', type: 'number', min: 0, max: 80, integer: true },
        { key: 'travel', label: 'Willing to travel', type: 'checkbox' },
        { key: 'comments', label: 'Anything else', type: 'long_text' },
      ],
    },
  ],
};

export async function seedDemoForms(actors: DemoActors) {
  // The seed's mail is not sent: the service log's insert would wait on the seed's own transaction.
  const on = (at: string): AppDeps => ({ ...actors.deps, clock: fixedClock(at), mailer: { send: async () => {} } });
  const admin = await actors.as('admin@demo.test');
  const acme = await actors.as('partner@demo.test');
  const casey = await actors.as('contractor@demo.test');

  const oct = on('2026-10-28T15:00:00Z');
  const templates = [
    {
      name: 'Emergency contact',
      description: 'Who to call in an emergency, with medical notes',
      definition: EMERGENCY_CONTACT,
    },
    {
      name: 'Direct hire acknowledgement',
      description: "A client's acknowledgement of the direct hire fee when it hires a worker",
      definition: DIRECT_HIRE,
    },
    {
      name: 'Work preferences',
      description: 'Shifts, hours and travel a worker prefers',
      definition: WORK_PREFERENCES,
    },
  ];
  const made = [];
  for (const t of templates)
    made.push(await createFormTemplate(oct, admin, formTemplateCreateSchema.parse({ ...t, title: t.name }), DEMO_IP));

  const nov3 = on('2026-11-03T14:00:00Z');
  const form = await createForm(
    nov3,
    acme,
    {
      title: 'Emergency contact',
      description: 'Please tell us who to call in an emergency.',
      definition: formDefinitionSchema.parse(EMERGENCY_CONTACT),
      template_id: made[0]!.id,
      partner_id: null,
    },
    DEMO_IP,
  );
  await publishForm(nov3, acme, form.id, DEMO_IP);
  await assignForm(nov3, acme, form.id, [casey.userId], DEMO_IP);
  await submitForm(
    on('2026-11-05T16:30:00Z'),
    casey,
    form.id,
    {
      answers: {
        contact_name: 'Jordan Contractor',
        relationship: 'Spouse or partner',
        contact_phone: '+1 512 555 0142',
        contact_email: 'jordan@example.com',
      },
      version: 1,
    },
    DEMO_IP,
  );
}
