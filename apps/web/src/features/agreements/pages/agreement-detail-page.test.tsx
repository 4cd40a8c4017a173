import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { agreement, contractor, HASH, PDF_HASH, partnerOwner, signedAgreement } from './agreement-fixtures';
import { AgreementDetailPage } from './agreement-detail-page';
import { AgreementsPage } from './agreements-page';

const routes = [
  { path: '/agreements', element: <AgreementsPage /> },
  { path: '/agreements/:id', element: <AgreementDetailPage /> },
];

describe('/agreements/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('the worker reads the document and signs it only once it says it agrees, on the hash it was shown', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(contractor, routes, '/agreements/ag-1', (u, init) => {
      if (u.pathname === '/v2/agreements/ag-1/sign' && init?.method === 'POST')
        return jsonResponse({ data: signedAgreement() });
      if (u.pathname === '/v2/agreements/ag-1') return jsonResponse({ data: agreement({ actions: ['sign'] }) });
      return undefined;
    });
    const doc = await screen.findByRole('article', { name: /the document/ }, { timeout: 3000 });
    expect(doc).toHaveTextContent('You keep company equipment secure.');
    const sign = screen.getByRole('button', { name: 'Sign' });
    expect(sign).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I sign it electronically/ }));
    await user.click(sign);
    expect(await screen.findByText('Agreement signed')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/agreements/ag-1/sign')).toEqual([{ document_hash: HASH, agree: true }]);
    // The answer replaces the page: the audit trail now holds the signature and the signed PDF's hash.
    const audit = await screen.findByRole('region', { name: 'Audit trail' });
    for (const text of ['Casey Contractor', '203.0.113.7', 'Mozilla/5.0 (Test Browser)', PDF_HASH])
      expect(audit).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download signed PDF' })).toBeInTheDocument();
  }, 15_000);

  it('voids only after asking, with the reason', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(partnerOwner, routes, '/agreements/ag-1', (u, init) => {
      if (u.pathname === '/v2/agreements/ag-1/void' && init?.method === 'POST')
        return jsonResponse({
          data: agreement({ status: 'void', void_reason: 'Sent by mistake', voided_at: '2026-11-22T09:00:00Z' }),
        });
      if (u.pathname === '/v2/agreements/ag-1') return jsonResponse({ data: agreement({ actions: ['void'] }) });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Void' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this agreement?' });
    const confirm = within(dialog).getByRole('button', { name: 'Void agreement' });
    expect(confirm).toBeDisabled();
    expect(bodiesOf(fetchMock, 'POST', '/v2/agreements/ag-1/void')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Sent by mistake');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(fetchMock, 'POST', '/v2/agreements/ag-1/void')).toEqual([{ reason: 'Sent by mistake' }]);
    expect(await screen.findByText('Sent by mistake')).toBeInTheDocument();
  }, 15_000);
});

describe('/agreements', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows the worker its agreements without a worker column or New agreement, and says when there are none', async () => {
    renderPages(contractor, routes, '/agreements', (u) =>
      u.pathname === '/v2/agreements' ? listAnswer([agreement()]) : undefined,
    );
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    const link = await within(table).findByRole('link', { name: 'Remote Work Policy Acknowledgement' });
    expect(link).toHaveAttribute('href', '/agreements/ag-1');
    expect(within(table).queryByRole('columnheader', { name: 'Worker' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New agreement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Templates' })).not.toBeInTheDocument();
  });

  it('offers a partner owner New agreement and the Templates tab; an empty list says so', async () => {
    renderPages(partnerOwner, routes, '/agreements', (u) =>
      u.pathname === '/v2/agreements' ? listAnswer([]) : undefined,
    );
    expect(await screen.findByText('No agreements yet', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New agreement' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Templates' })).toBeInTheDocument();
  });
});
