/**
 * Forms (decision 0077) through the API, as every user type and as another partner's users: templates
 * (the admin writes, staff and partners read), a partner's form built from a template, published and
 * assigned to its own contractor and client user (never another partner's people), answered by each —
 * a missing required answer refused per field in the error shape — versioned once answered (each
 * submission keeps its version), archived, listed with sort, filters and CSV, and the audit trail.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinitionInput, FormDetail, FormFillView, FormListView, FormSubmissionView } from '@app/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
type Method = 'GET' | 'POST' | 'PATCH';
const call = async (who: string, method: Method, url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });
const ok = async (who: string, method: Method, url: string, payload?: object, status = 200) => {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};
const userId = async (email: string) =>
  String((await t.database.executeSql(`select id from users where email = $1`, [email])).rows[0]!.id);

const DEFINITION: FormDefinitionInput = {
  sections: [
    {
      title: 'Contact',
      fields: [
        { key: 'contact_name', label: 'Contact name', type: 'short_text', required: true },
        { key: 'contact_phone', label: 'Contact phone', type: 'phone', required: true, help_text: 'With area code' },
        { key: 'relationship', label: 'Relationship', type: 'single_choice', options: ['Spouse', 'Parent', 'Friend'] },
      ],
    },
    { title: 'More', fields: [{ key: 'years', label: 'Years known', type: 'number', min: 0, max: 80 }] },
  ],
};

let templateId: string;
let form: FormDetail;
let casey: string;
let globexUser: string;
let bruno: string;
let initechUser: string;

beforeAll(async () => {
  t = await createTestApp();
  casey = await userId('contractor@demo.test');
  globexUser = await userId('client@demo.test');
  bruno = await userId('bruno@beacon.test');
  initechUser = await userId('initech@demo.test');
});
afterAll(async () => t?.close());

describe('form templates', () => {
  it('the admin writes them; staff and partners read them; nobody else', async () => {
    const body = {
      name: 'Test contact',
      description: 'Who to call',
      title: 'Emergency contact',
      definition: DEFINITION,
    };
    for (const who of ['eor', 'partner', 'recruiter'])
      expect((await call(who, 'POST', '/v2/form_templates', body)).statusCode).toBe(403);
    for (const who of ['client', 'contractor', 'sales'])
      expect((await call(who, 'POST', '/v2/form_templates', body)).statusCode).toBe(403);
    const made = await ok('admin', 'POST', '/v2/form_templates', body, 201);
    expect(made).toMatchObject({ name: 'Test contact', field_count: 4 });
    templateId = made.id;
    expect((await call('admin', 'POST', '/v2/form_templates', body)).statusCode).toBe(409);
    for (const who of ['admin', 'eor', 'partner', 'partner2', 'recruiter']) {
      const list = await ok(who, 'GET', '/v2/form_templates?search=Test%20contact');
      expect(list.data.map((x: { id: string }) => x.id)).toContain(templateId);
      expect((await ok(who, 'GET', `/v2/form_templates/${templateId}`)).definition.sections).toHaveLength(2);
    }
    for (const who of ['client', 'contractor', 'sales'])
      expect((await call(who, 'GET', '/v2/form_templates')).statusCode).toBe(403);
    expect((await call('timesheets', 'GET', '/v2/form_templates')).statusCode).toBe(404);
    expect((await call('partner', 'GET', '/v2/form_templates?format=csv')).body).toContain('Test contact');
  });
});

describe('building a form', () => {
  it('refuses a bad definition with the field named, and another partner as owner', async () => {
    const bad = await call('partner', 'POST', '/v2/forms', {
      title: 'Bad',
      definition: { sections: [{ fields: [{ key: 'a', label: 'A', type: 'single_choice', options: [] }] }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({
      loc: ['body', 'definition', 'sections', '0', 'fields', '0', 'options'],
      msg: 'A choice field needs at least one option',
    });
    const ids = await t.demoIds();
    const other = await call('partner', 'POST', '/v2/forms', {
      title: 'X',
      definition: DEFINITION,
      partner_id: ids.beacon,
    });
    expect(other.statusCode).toBe(422);
    // Staff name the partner: an unknown one is refused at its field, nothing written.
    const unknown = await call('admin', 'POST', '/v2/forms', {
      title: 'Nobody',
      definition: DEFINITION,
      partner_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0]).toMatchObject({ loc: ['body', 'partner_id'], msg: 'Unknown partner' });
    for (const who of ['client', 'contractor', 'sales'])
      expect((await call(who, 'POST', '/v2/forms', { title: 'X', definition: DEFINITION })).statusCode).toBe(403);
  });

  it('a partner copies the template into a draft form of its own', async () => {
    const template = await ok('partner', 'GET', `/v2/form_templates/${templateId}`);
    form = await ok(
      'partner',
      'POST',
      '/v2/forms',
      { title: 'Emergency contact', definition: template.definition, template_id: templateId },
      201,
    );
    expect(form).toMatchObject({
      status: 'draft',
      version: 1,
      partner: { name: 'Acme Staffing' },
      template: { id: templateId, name: 'Test contact' },
      can_assign: false,
      assigned_count: 0,
    });
    expect(form.definition.sections[0]!.fields[1]).toMatchObject({ key: 'contact_phone', help_text: 'With area code' });
  });

  it('who reads it: staff and the partner; another partner 404; clients, contractors, sales partners 403', async () => {
    for (const who of ['admin', 'eor', 'partner', 'recruiter']) await ok(who, 'GET', `/v2/forms/${form.id}`);
    expect((await call('partner2', 'GET', `/v2/forms/${form.id}`)).statusCode).toBe(404);
    expect((await call('timesheets', 'GET', `/v2/forms/${form.id}`)).statusCode).toBe(404);
    for (const who of ['client', 'contractor', 'sales'])
      expect((await call(who, 'GET', `/v2/forms/${form.id}`)).statusCode).toBe(403);
    const listed = async (who: string) =>
      ((await ok(who, 'GET', '/v2/forms?per_page=100')).data as FormListView[]).map((f) => f.id);
    expect(await listed('partner')).toContain(form.id);
    expect(await listed('admin')).toContain(form.id);
    expect(await listed('partner2')).not.toContain(form.id);
    for (const who of ['client', 'contractor', 'sales'])
      expect((await call(who, 'GET', '/v2/forms')).statusCode).toBe(403);
  });

  it('is assigned only once published, and published once', async () => {
    const assign = await call('partner', 'POST', `/v2/forms/${form.id}/assignments`, { user_ids: [casey] });
    expect(assign.statusCode).toBe(409);
    expect(assign.json().message).toBe('Publish the form before assigning it');
    for (const who of ['client', 'contractor', 'sales'])
      expect((await call(who, 'POST', `/v2/forms/${form.id}/publish`)).statusCode).toBe(403);
    expect((await call('partner2', 'POST', `/v2/forms/${form.id}/publish`)).statusCode).toBe(404);
    form = await ok('partner', 'POST', `/v2/forms/${form.id}/publish`);
    expect(form).toMatchObject({ status: 'published', can_assign: true });
    expect((await call('partner', 'POST', `/v2/forms/${form.id}/publish`)).statusCode).toBe(409);
  });
});

describe('assigning', () => {
  it("offers the partner's own contractors and client users, never another partner's", async () => {
    const options = (await ok('partner', 'GET', `/v2/forms/${form.id}/recipients`)) as { user_id: string }[];
    const ids = options.map((o) => o.user_id);
    expect(ids).toEqual(expect.arrayContaining([casey, globexUser]));
    expect(ids).not.toContain(bruno);
    expect(ids).not.toContain(initechUser);
    const clients = await ok('partner', 'GET', `/v2/forms/${form.id}/recipients?kind=client&search=globex`);
    expect(clients).toEqual([
      expect.objectContaining({ user_id: globexUser, kind: 'client', organization: 'Globex Corporation' }),
    ]);
    expect((await call('partner2', 'GET', `/v2/forms/${form.id}/recipients`)).statusCode).toBe(404);
    for (const who of ['client', 'contractor', 'sales'])
      expect((await call(who, 'GET', `/v2/forms/${form.id}/recipients`)).statusCode).toBe(403);
  });

  it("refuses another partner's people by position, then assigns the partner's own once each and e-mails them", async () => {
    const bad = await call('partner', 'POST', `/v2/forms/${form.id}/assignments`, { user_ids: [casey, bruno] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toEqual([
      { loc: ['body', 'user_ids', 1], msg: 'Not a contractor or client user this form may be assigned to' },
    ]);
    expect((await call('partner2', 'POST', `/v2/forms/${form.id}/assignments`, { user_ids: [bruno] })).statusCode).toBe(
      404,
    );
    for (const who of ['client', 'contractor', 'sales'])
      expect((await call(who, 'POST', `/v2/forms/${form.id}/assignments`, { user_ids: [casey] })).statusCode).toBe(403);
    expect(await ok('partner', 'POST', `/v2/forms/${form.id}/assignments`, { user_ids: [casey, globexUser] })).toEqual({
      assigned: 2,
      already_assigned: 0,
    });
    expect(await ok('partner', 'POST', `/v2/forms/${form.id}/assignments`, { user_ids: [casey] })).toEqual({
      assigned: 0,
      already_assigned: 1,
    });
    const outbox = join(t.config.dataDir, 'outbox');
    const mails = readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8'));
    const mine = mails.filter((m) => m.includes('Subject: Please fill in: Emergency contact'));
    expect(mine.filter((m) => m.includes('To: contractor@demo.test'))).toHaveLength(1);
    expect(mine.some((m) => m.includes('To: client@demo.test') && m.includes(`/forms/${form.id}`))).toBe(true);
    const notices = (await ok('contractor', 'GET', '/v2/notifications?per_page=100')).data as { link: string }[];
    expect(notices.map((n) => n.link)).toContain(`/forms/${form.id}`);
  });

  it("lists a form's assignments to staff and the partner; the recipients their own", async () => {
    const rows = (await ok('partner', 'GET', `/v2/forms/${form.id}/assignments?sort=-assigned_at`)).data;
    expect(rows.map((r: { recipient: { user_id: string } }) => r.recipient.user_id).sort()).toEqual(
      [casey, globexUser].sort(),
    );
    expect((await call('partner2', 'GET', `/v2/forms/${form.id}/assignments`)).statusCode).toBe(404);
    for (const who of ['client', 'contractor', 'sales'])
      expect((await call(who, 'GET', `/v2/forms/${form.id}/assignments`)).statusCode).toBe(403);
    // The demo seed's own form, answered, is Casey's too.
    const own = (await ok('contractor', 'GET', `/v2/form_assignments?form_id=${form.id}`)).data;
    expect(own).toEqual([
      expect.objectContaining({ form: { id: form.id, title: 'Emergency contact' }, status: 'pending' }),
    ]);
    const pending = (await ok('contractor', 'GET', '/v2/form_assignments?status=pending')).data;
    expect(pending.map((a: { form: { id: string } }) => a.form.id)).toEqual([form.id]);
    const answered = (await ok('contractor', 'GET', '/v2/form_assignments?status=submitted')).data;
    expect(answered).toEqual([expect.objectContaining({ status: 'submitted', version: 1 })]);
    expect((await ok('client', 'GET', '/v2/form_assignments')).data).toHaveLength(1);
    expect((await ok('partner2', 'GET', '/v2/form_assignments')).data).toEqual([]);
    expect((await ok('initech', 'GET', '/v2/form_assignments')).data).toEqual([]);
    expect((await call('sales', 'GET', '/v2/form_assignments')).statusCode).toBe(403);
    const csv = (await call('partner', 'GET', `/v2/forms/${form.id}/assignments?format=csv`)).body;
    expect(csv.split('\r\n')[0]).toBe(
      'Form,Person,E-mail,Kind,Organization,Status,Assigned,Submitted,Version answered',
    );
  });
});

describe('answering', () => {
  it('the recipient reads the version to answer; nobody else has it to fill', async () => {
    const fill: FormFillView = await ok('contractor', 'GET', `/v2/forms/${form.id}/fill`);
    expect(fill).toMatchObject({
      status: 'pending',
      version: 1,
      answers: null,
      closed: false,
      title: 'Emergency contact',
    });
    for (const who of ['newhire', 'partner2', 'initech', 'partner'])
      expect((await call(who, 'GET', `/v2/forms/${form.id}/fill`)).statusCode).toBe(404);
    expect((await call('sales', 'GET', `/v2/forms/${form.id}/fill`)).statusCode).toBe(403);
  });

  it('refuses a missing required answer and a bad one, each at its field, then takes the answers once', async () => {
    const res = await call('contractor', 'POST', `/v2/forms/${form.id}/submissions`, {
      answers: { contact_phone: 'call me', years: 120 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'answers', 'contact_name'], msg: 'Contact name is required' },
      { loc: ['body', 'answers', 'contact_phone'], msg: 'Contact phone must be a phone number' },
      { loc: ['body', 'answers', 'years'], msg: 'Years known must be at most 80' },
    ]);
    for (const who of ['newhire', 'partner2', 'partner'])
      expect(
        (await call(who, 'POST', `/v2/forms/${form.id}/submissions`, { answers: { contact_name: 'X' } })).statusCode,
      ).toBe(404);
    const sent: FormFillView = await ok(
      'contractor',
      'POST',
      `/v2/forms/${form.id}/submissions`,
      {
        answers: { contact_name: ' Jamie Doe ', contact_phone: '+1 512 555 0100', relationship: 'Spouse' },
        version: 1,
      },
      201,
    );
    expect(sent).toMatchObject({
      status: 'submitted',
      version: 1,
      answers: { contact_name: 'Jamie Doe', contact_phone: '+1 512 555 0100', relationship: 'Spouse', years: null },
    });
    const again = await call('contractor', 'POST', `/v2/forms/${form.id}/submissions`, {
      answers: { contact_name: 'X', contact_phone: '5125550100' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('a change once answered makes version 2; the answered version and its submission stay', async () => {
    const changed = DEFINITION.sections.map((s, i) =>
      i === 0
        ? {
            ...s,
            fields: [
              ...s.fields,
              { key: 'contact_email', label: 'Contact e-mail', type: 'email' as const, required: true },
            ],
          }
        : s,
    );
    expect((await call('partner2', 'PATCH', `/v2/forms/${form.id}`, { title: 'X' })).statusCode).toBe(404);
    expect((await call('contractor', 'PATCH', `/v2/forms/${form.id}`, { title: 'X' })).statusCode).toBe(403);
    expect((await call('partner', 'PATCH', `/v2/forms/${form.id}`, {})).statusCode).toBe(422);
    form = await ok('partner', 'PATCH', `/v2/forms/${form.id}`, { definition: { sections: changed } });
    expect(form.version).toBe(2);
    expect(form.versions.map((v) => [v.version, v.submissions])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect(form.versions[1]!.definition.sections[0]!.fields).toHaveLength(3);
    // Unanswered, version 2 changes in place.
    form = await ok('partner', 'PATCH', `/v2/forms/${form.id}`, { description: 'Who to call in an emergency' });
    expect(form).toMatchObject({ version: 2, description: 'Who to call in an emergency' });

    // The contractor's answers keep version 1; the client answers version 2.
    expect(await ok('contractor', 'GET', `/v2/forms/${form.id}/fill`)).toMatchObject({
      version: 1,
      status: 'submitted',
    });
    const fill: FormFillView = await ok('client', 'GET', `/v2/forms/${form.id}/fill`);
    expect(fill.version).toBe(2);
    const stale = await call('client', 'POST', `/v2/forms/${form.id}/submissions`, {
      answers: { contact_name: 'A', contact_phone: '5125550100', contact_email: 'a@b.co' },
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const missing = await call('client', 'POST', `/v2/forms/${form.id}/submissions`, {
      answers: { contact_name: 'A', contact_phone: '5125550100' },
    });
    expect(missing.json().detail).toEqual([
      { loc: ['body', 'answers', 'contact_email'], msg: 'Contact e-mail is required' },
    ]);
    await ok(
      'client',
      'POST',
      `/v2/forms/${form.id}/submissions`,
      { answers: { contact_name: 'Pat', contact_phone: '5125550100', contact_email: 'pat@example.com' }, version: 2 },
      201,
    );
  });

  it('staff and the partner read the submissions with their versions, and their CSV; nobody else', async () => {
    const rows = (await ok('partner', 'GET', `/v2/forms/${form.id}/submissions?sort=submitted_at`))
      .data as FormSubmissionView[];
    expect(rows.map((r) => [r.respondent.user_id, r.version])).toEqual([
      [casey, 1],
      [globexUser, 2],
    ]);
    expect((await ok('admin', 'GET', `/v2/forms/${form.id}/submissions?version=2`)).data).toHaveLength(1);
    await ok('eor', 'GET', `/v2/forms/${form.id}/submissions`);
    expect((await call('partner2', 'GET', `/v2/forms/${form.id}/submissions`)).statusCode).toBe(404);
    expect((await call('timesheets', 'GET', `/v2/forms/${form.id}/submissions`)).statusCode).toBe(404);
    for (const who of ['client', 'contractor', 'sales'])
      expect((await call(who, 'GET', `/v2/forms/${form.id}/submissions`)).statusCode).toBe(403);
    const csv = await call('partner', 'GET', `/v2/forms/${form.id}/submissions?format=csv&sort=submitted_at`);
    expect(csv.headers['content-disposition']).toContain('emergency-contact-submissions.csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Respondent,E-mail,Kind,Organization,Submitted,Version,Contact name,Contact phone,Relationship,Contact e-mail,Years known',
    );
    // A cell starting with + is defused for spreadsheets.
    expect(lines[1]).toContain(",1,Jamie Doe,'+1 512 555 0100,Spouse,,");
    expect(lines[2]).toContain(',2,Pat,5125550100,,pat@example.com,');
    expect((await call('recruiter', 'GET', `/v2/forms/${form.id}/submissions?format=csv`)).statusCode).toBe(200);
  });
});

describe('archiving, lists and the audit trail', () => {
  it('an archived form takes no assignment and no answer', async () => {
    const other = await ok(
      'partner',
      'POST',
      '/v2/forms',
      { title: 'Direct hire acknowledgement', definition: DEFINITION },
      201,
    );
    await ok('partner', 'POST', `/v2/forms/${other.id}/publish`);
    await ok('partner', 'POST', `/v2/forms/${other.id}/assignments`, { user_ids: [casey] });
    expect((await call('partner2', 'POST', `/v2/forms/${other.id}/archive`)).statusCode).toBe(404);
    expect((await call('contractor', 'POST', `/v2/forms/${other.id}/archive`)).statusCode).toBe(403);
    expect((await ok('partner', 'POST', `/v2/forms/${other.id}/archive`)).status).toBe('archived');
    expect((await ok('partner', 'POST', `/v2/forms/${other.id}/archive`)).status).toBe('archived');
    expect((await ok('contractor', 'GET', `/v2/forms/${other.id}/fill`)).closed).toBe(true);
    const res = await call('contractor', 'POST', `/v2/forms/${other.id}/submissions`, {
      answers: { contact_name: 'A', contact_phone: '5125550100' },
    });
    expect(res.statusCode).toBe(409);
    expect(
      (await call('partner', 'POST', `/v2/forms/${other.id}/assignments`, { user_ids: [globexUser] })).statusCode,
    ).toBe(409);
    expect((await call('partner', 'PATCH', `/v2/forms/${other.id}`, { title: 'Y' })).statusCode).toBe(409);
  });

  it('lists forms sorted and filtered, and as CSV', async () => {
    const published = (await ok('partner', 'GET', '/v2/forms?status=published&sort=title')).data as FormListView[];
    expect(published.every((f) => f.status === 'published')).toBe(true);
    expect(published.find((f) => f.id === form.id)).toMatchObject({
      assigned_count: 2,
      submitted_count: 2,
      version: 2,
    });
    const titles = ((await ok('partner', 'GET', '/v2/forms?sort=-title')).data as FormListView[]).map((f) => f.title);
    expect(titles).toEqual([...titles].sort().reverse());
    expect((await ok('partner', 'GET', '/v2/forms?search=direct%20hire')).data).toHaveLength(1);
    expect((await call('partner', 'GET', '/v2/forms?status=nope')).statusCode).toBe(422);
    const csv = (await call('partner', 'GET', '/v2/forms?format=csv')).body;
    expect(csv.split('\r\n')[0]).toBe('Title,Status,Version,Partner,Template,Assigned,Submitted,Created,Published');
    expect(csv).toContain('Emergency contact,published,2,Acme Staffing,Test contact,2,2,');
  });

  it('records who created, published, assigned, changed and answered it', async () => {
    const rows = (
      await t.database.executeSql(
        `select action, actor_user_id from audit_logs where entity_type = 'form' and entity_id = $1 order by created_at, action`,
        [form.id],
      )
    ).rows as { action: string; actor_user_id: string }[];
    const actions = rows.map((r) => r.action);
    expect(actions.filter((a) => a === 'form_submitted')).toHaveLength(2);
    for (const a of ['form_created', 'form_published', 'form_assigned', 'form_updated']) expect(actions).toContain(a);
    expect(rows.find((r) => r.action === 'form_submitted')!.actor_user_id).toBe(casey);
  });
});
