import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormDetail, FormTemplateView } from '@app/domain';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, listAnswer } from '../../../test/fetch-stub';
import { FormBuilderPage } from './form-builder-page';

const partner = makeUser({ user_type: 'partner', links: ['/forms'], base_links: ['/forms'] });

const template: FormTemplateView = {
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'Emergency contact',
  description: 'Who to call',
  title: 'Emergency contact',
  definition: {
    sections: [
      {
        title: 'Contact',
        description: '',
        fields: [
          { key: 'contact_name', label: 'Contact name', type: 'short_text', required: true, help_text: '' },
          { key: 'contact_phone', label: 'Contact phone', type: 'phone', required: true, help_text: '' },
        ],
      },
    ],
  },
  field_count: 2,
  created_at: '2026-11-01T10:00:00Z',
};

const saved = (over: Partial<FormDetail> = {}): FormDetail => ({
  id: 'f-1',
  title: 'Onboarding survey',
  status: 'draft',
  version: 1,
  partner: { id: 'p-1', name: 'Acme Staffing' },
  template: null,
  assigned_count: 0,
  submitted_count: 0,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  published_at: null,
  description: '',
  definition: { sections: [] },
  versions: [],
  can_edit: true,
  can_assign: false,
  ...over,
});

/** Opens a select and picks the option of its own list (each select keeps its own listbox mounted). */
async function pick(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, name: string) {
  await user.click(combobox);
  const list = await vi.waitFor(() => {
    const el = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!el) throw new Error('no listbox');
    return el;
  });
  await user.click(within(list).getByRole('option', { name, hidden: true }));
}

function render() {
  return renderPages(
    partner,
    [
      { path: '/forms/new', element: <FormBuilderPage /> },
      { path: '/forms/:id', element: <p>Form page</p> },
    ],
    '/forms/new',
    (u, init) => {
      if (u.pathname === '/v2/form_templates') return listAnswer([template]);
      if (u.pathname === '/v2/forms' && init?.method === 'POST') return jsonResponse({ data: saved() }, 201);
      if (u.pathname === '/v2/forms/f-1/publish') return jsonResponse({ data: saved({ status: 'published' }) });
      return undefined;
    },
  );
}

describe('/forms/new', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('builds sections of typed fields, reorders them, previews them and saves the definition', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = render();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 3000 }), 'Onboarding survey');
    await user.type(screen.getByRole('textbox', { name: /Field 1 label/ }), 'Shirt size');
    await pick(user, screen.getByRole('combobox', { name: /Field 1 type/ }), 'Single choice');
    await user.type(await screen.findByRole('textbox', { name: /Field 1 options/ }), 'S\nM\nL');
    await user.click(screen.getByRole('switch', { name: 'Field 1 required' }));

    await user.click(screen.getByRole('button', { name: 'Add field to section 1' }));
    await user.type(screen.getByRole('textbox', { name: /Field 2 label/ }), 'Start date');
    await pick(user, screen.getByRole('combobox', { name: /Field 2 type/ }), 'Date');
    await user.click(screen.getByRole('button', { name: 'Move field 2 up' }));
    expect(screen.getByRole('textbox', { name: /Field 1 label/ })).toHaveValue('Start date');

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.type(screen.getByRole('textbox', { name: /Section 2 title/ }), 'Agreement');
    const section2 = screen.getByRole('region', { name: 'Section 2' });
    await user.type(within(section2).getByRole('textbox', { name: /Field 1 label/ }), 'I agree to the policy');
    await pick(user, within(section2).getByRole('combobox', { name: /Field 1 type/ }), 'Checkbox (yes/no)');

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByRole('radio', { name: 'M' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I agree to the policy' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Build' }));

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/forms/f-1'));
    expect(lastBody(fetchMock, 'POST', '/v2/forms')).toEqual({
      title: 'Onboarding survey',
      description: '',
      template_id: null,
      partner_id: null,
      definition: {
        sections: [
          {
            title: '',
            description: '',
            fields: [
              { key: 'start_date', label: 'Start date', type: 'date', required: false, help_text: '' },
              {
                key: 'shirt_size',
                label: 'Shirt size',
                type: 'single_choice',
                required: true,
                help_text: '',
                options: ['S', 'M', 'L'],
              },
            ],
          },
          {
            title: 'Agreement',
            description: '',
            fields: [
              {
                key: 'i_agree_to_the_policy',
                label: 'I agree to the policy',
                type: 'checkbox',
                required: false,
                help_text: '',
              },
            ],
          },
        ],
      },
    });
    expect(lastBody(fetchMock, 'POST', '/v2/forms/f-1/publish')).toBeUndefined();
  }, 60_000);

  it('refuses a field without a label and a choice without options, beside them, before sending', async () => {
    const user = userEvent.setup();
    const { fetchMock } = render();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 3000 }), 'X');
    await pick(user, screen.getByRole('combobox', { name: /Field 1 type/ }), 'Multiple choice');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    expect(await screen.findByText('Every field needs a label')).toBeInTheDocument();
    expect(screen.getByText('A choice field needs at least one option')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are missing or there are formatting issues');
    expect(lastBody(fetchMock, 'POST', '/v2/forms')).toBeUndefined();
  }, 20_000);

  it('copies a template, keeps its keys, and publishes at once', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = render();
    await user.click(await screen.findByRole('combobox', { name: 'Start from a template' }, { timeout: 3000 }));
    await user.click(await screen.findByRole('option', { name: 'Emergency contact', hidden: true }));
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Emergency contact');
    expect(screen.getByRole('textbox', { name: /Field 2 label/ })).toHaveValue('Contact phone');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/forms/f-1'));
    const body = lastBody(fetchMock, 'POST', '/v2/forms') as {
      template_id: string;
      definition: typeof template.definition;
    };
    expect(body.template_id).toBe(template.id);
    expect(body.definition.sections[0]!.fields.map((f) => f.key)).toEqual(['contact_name', 'contact_phone']);
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/v2/forms/f-1/publish'))).toBe(true);
  }, 20_000);
});
