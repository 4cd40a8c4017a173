import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TemplateDetail } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { makeUser } from '../../../test/factories';
import { DocumentTemplatesPage } from './document-templates-page';

const owner = makeUser({
  user_type: 'partner',
  links: ['/document_templates', '/partner/dashboard', '/contractors'],
  base_links: ['/document_templates', '/partner/dashboard', '/contractors'],
});

const offerLetter = (over: Partial<TemplateDetail> = {}): TemplateDetail => ({
  id: 't1',
  kind: 'document',
  name: 'Offer Letter',
  category: 'offer_letter',
  partner: { id: 'p1', name: 'Acme Staffing' },
  requires_countersignature: false,
  archived: false,
  version: 1,
  needs_assignment: true,
  editable: true,
  created_at: '2026-10-28T15:00:00Z',
  updated_at: '2026-10-28T15:00:00Z',
  versions: [
    {
      id: 'v1',
      version: 1,
      body: 'Dear {{worker.first_name}},',
      body_hash: 'c'.repeat(64),
      merge_fields: ['worker.first_name'],
      created_at: '2026-10-28T15:00:00Z',
      created_by: { id: 'u1', name: 'Paula Partner' },
    },
  ],
  ...over,
});

describe('/document_templates', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('saves changed text as the next version, never an edit of the saved one, and previews with sample values', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(
      owner,
      [{ path: '/document_templates', element: <DocumentTemplatesPage /> }],
      '/document_templates',
      (u, init) => {
        if (u.pathname === '/v2/document_templates') return listAnswer([offerLetter()]);
        if (u.pathname === '/v2/document_templates/preview')
          return jsonResponse({
            data: {
              text: 'Dear Jordan, welcome.',
              merge_fields: ['worker.first_name'],
              unknown_fields: [],
              sample: true,
            },
          });
        if (u.pathname === '/v2/document_templates/t1/versions' && init?.method === 'POST')
          return jsonResponse({ data: offerLetter({ version: 2 }) }, 201);
        if (u.pathname === '/v2/document_templates/t1') return jsonResponse({ data: offerLetter() });
        if (u.pathname === '/v2/contractors') return listAnswer([]);
        return undefined;
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Offer Letter' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Offer Letter' });
    const text = within(dialog).getByRole('textbox', { name: /Text \(version 1; saving a change adds version 2\)/ });
    await user.type(text, ' welcome.');
    await user.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByTestId('template-preview')).toHaveTextContent('Dear Jordan, welcome.');
    expect(bodiesOf(fetchMock, 'POST', '/v2/document_templates/preview')).toEqual([
      { body: 'Dear {{worker.first_name}}, welcome.', contractor_id: null, assignment_id: null },
    ]);
    await user.click(within(dialog).getByRole('tab', { name: 'Text' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(fetchMock, 'POST', '/v2/document_templates/t1/versions')).toEqual([
      { body: 'Dear {{worker.first_name}}, welcome.' },
    ]);
    expect(bodiesOf(fetchMock, 'PATCH', '/v2/document_templates/t1')).toEqual([]);
    expect(await screen.findByText('Saved as version 2')).toBeInTheDocument();
  }, 20_000);
});
