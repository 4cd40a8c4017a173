import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { listAnswer, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { signedInClient } from '../../../test/session';
import { globex } from './client-fixtures';
import { ClientsPage } from './clients-page';

function renderPage(user: CurrentUser) {
  stubApi(user, (u) => (u.pathname === '/v2/clients' ? listAnswer([globex]) : undefined));
  renderWithProviders(
    <Routes>
      <Route path="/clients" element={<ClientsPage />} />
    </Routes>,
    { path: '/clients', client: signedInClient(user) },
  );
}

// Sortable headers take the button role, so the header cells are read from the table head.
const headers = () => Array.from(document.querySelectorAll('thead th'), (th) => th.textContent?.trim());

describe('/clients', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows a partner its clients without the partner column, and offers New client', async () => {
    renderPage(makeUser({ user_type: 'partner', links: ['/clients', '/create_client'] }));
    expect(await screen.findByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Globex Corporation' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      '/clients/c-globex',
    );
    expect(headers()).toEqual(expect.arrayContaining(['Name', 'Payment terms', 'Billing email', 'Created']));
    expect(headers()).not.toContain('Partner');
    expect(headers()).not.toContain('ID');
    expect(screen.getByText('Net 30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New client' })).toHaveAttribute('href', '/create_client');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('shows an admin the partner column, and the id only once chosen from Columns', async () => {
    renderPage(makeUser({ user_type: 'admin', links: ['/clients', '/create_client'] }));
    await screen.findByRole('link', { name: 'Globex Corporation' }, { timeout: 3000 });
    expect(headers()).toEqual(expect.arrayContaining(['Partner']));
    expect(screen.getByText('Acme Staffing')).toBeInTheDocument();
    expect(screen.queryByText('c-globex')).not.toBeInTheDocument();
  });

  it('shows a sales partner the partner column but no New client without the link', async () => {
    renderPage(makeUser({ user_type: 'sales_partner', links: ['/clients'] }));
    await screen.findByRole('link', { name: 'Globex Corporation' }, { timeout: 3000 });
    expect(headers()).toContain('Partner');
    expect(headers()).not.toContain('ID');
    expect(screen.queryByRole('link', { name: 'New client' })).not.toBeInTheDocument();
  });
});
