import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_KIND_LABELS, ACCOUNT_KINDS, type AccountingAccountView } from '@app/domain';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { AccountingAccountsPage } from './accounting-accounts-page';
import { AccountingDefaultConfigsPage } from './accounting-default-configs-page';
import { AccountingMappingsPage } from './accounting-mappings-page';
import { CONNECTION_ID, connection, mapping, owner } from './fixtures';

const routes = [
  { path: '/accounting_mappings', element: <AccountingMappingsPage /> },
  { path: '/accounting_default_configs', element: <AccountingDefaultConfigsPage /> },
  { path: '/accounting_accounts', element: <AccountingAccountsPage /> },
];
const account = (external_id: string, code: string, name: string): AccountingAccountView => ({
  id: external_id,
  external_id,
  code,
  name,
  type: 'Bank',
  active: true,
  synced_at: '2026-11-20T10:05:00Z',
});

describe('accounting mappings and configs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('/accounting_mappings maps each of our accounts to one of the chart and saves them all', async () => {
    const { fetchMock } = renderPages(
      owner,
      routes,
      `/accounting_mappings?connection_id=${CONNECTION_ID}`,
      (u, init) => {
        if (u.pathname === `/v2/integrations/accounting/${CONNECTION_ID}`) return jsonResponse({ data: connection });
        if (u.pathname === '/v2/accounting_accounts')
          return listAnswer([
            account('30', '1000', 'Operating Bank Account'),
            account('31', '1200', 'Accounts Receivable'),
          ]);
        if (u.pathname === '/v2/accounting_mappings' && init?.method === 'PUT')
          return jsonResponse({ data: { data: [], total: 0 } });
        if (u.pathname === '/v2/accounting_mappings')
          return listAnswer(
            ACCOUNT_KINDS.map((k) =>
              mapping(
                k,
                ACCOUNT_KIND_LABELS[k],
                k === 'cash' ? { external_id: '30', code: '1000', name: 'Operating Bank Account' } : null,
              ),
            ),
          );
        return undefined;
      },
    );
    const receivables = await screen.findByRole('combobox', { name: 'Accounts receivable' });
    expect(screen.getByRole('combobox', { name: 'Cash (operating bank)' })).toHaveValue(
      '1000 · Operating Bank Account',
    );
    await userEvent.click(receivables);
    const listbox = await waitFor(() => document.getElementById(receivables.getAttribute('aria-controls') ?? '')!);
    await userEvent.click(
      await within(listbox).findByRole('option', { name: '1200 · Accounts Receivable', hidden: true }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save mappings' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'PUT', '/v2/accounting_mappings')).toHaveLength(1));
    const [body] = bodiesOf(fetchMock, 'PUT', '/v2/accounting_mappings') as {
      connection_id: string;
      mappings: { kind: string; external_id: string | null }[];
    }[];
    expect(body!.connection_id).toBe(CONNECTION_ID);
    expect(body!.mappings).toHaveLength(ACCOUNT_KINDS.length);
    expect(body!.mappings.find((m) => m.kind === 'receivables')!.external_id).toBe('31');
    expect(body!.mappings.find((m) => m.kind === 'cash')!.external_id).toBe('30');
    expect(body!.mappings.find((m) => m.kind === 'payroll_expense')!.external_id).toBeNull();
  }, 20_000);

  it('/accounting_mappings says to sync first when the chart is empty', async () => {
    renderPages(owner, routes, `/accounting_mappings?connection_id=${CONNECTION_ID}`, (u) => {
      if (u.pathname === `/v2/integrations/accounting/${CONNECTION_ID}`) return jsonResponse({ data: connection });
      if (u.pathname === '/v2/accounting_accounts') return listAnswer([]);
      if (u.pathname === '/v2/accounting_mappings') return listAnswer([]);
      return undefined;
    });
    expect(await screen.findByText('No accounts yet')).toBeInTheDocument();
  });

  it('/accounting_default_configs saves the codes and shows a refused one at its field', async () => {
    const { fetchMock } = renderPages(owner, routes, '/accounting_default_configs', (u, init) => {
      if (u.pathname === '/v2/accounting_default_configs' && init?.method === 'PUT')
        return jsonResponse(
          { detail: [{ loc: ['body', 'defaults', 0, 'account_code'], msg: 'Use letters, digits, dots and dashes' }] },
          422,
        );
      if (u.pathname === '/v2/accounting_default_configs')
        return listAnswer(ACCOUNT_KINDS.map((k) => ({ kind: k, label: ACCOUNT_KIND_LABELS[k], account_code: null })));
      return undefined;
    });
    const input = await screen.findByRole('textbox', { name: 'Accounts receivable code' });
    await userEvent.type(input, '12 00');
    await userEvent.click(screen.getByRole('button', { name: 'Save defaults' }));
    expect(await screen.findByText('Use letters, digits, dots and dashes')).toBeInTheDocument();
    const [body] = bodiesOf(fetchMock, 'PUT', '/v2/accounting_default_configs') as {
      defaults: { kind: string; account_code: string | null }[];
    }[];
    expect(body!.defaults[0]).toEqual({ kind: 'receivables', account_code: '12 00' });
    expect(body!.defaults[1]).toEqual({ kind: 'revenue_eor', account_code: null });
  }, 20_000);

  it('/accounting_accounts lists the synced chart and syncs it again', async () => {
    const { fetchMock } = renderPages(
      owner,
      routes,
      `/accounting_accounts?connection_id=${CONNECTION_ID}`,
      (u, init) => {
        if (u.pathname === `/v2/integrations/accounting/${CONNECTION_ID}`) return jsonResponse({ data: connection });
        if (u.pathname === '/v2/accounting_accounts/sync' && init?.method === 'POST')
          return jsonResponse({ data: connection });
        if (u.pathname === '/v2/accounting_accounts')
          return listAnswer([
            account('30', '1000', 'Operating Bank Account'),
            { ...account('99', '6900', 'Old Account'), active: false },
          ]);
        return undefined;
      },
    );
    expect(await screen.findByText('Operating Bank Account')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([u]) => String(u).includes('/v2/accounting_accounts?') && String(u).includes(CONNECTION_ID),
      ),
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Sync accounts' }));
    expect(await screen.findByText('Synced 13 accounts')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/accounting_accounts/sync')).toEqual([{ connection_id: CONNECTION_ID }]);
  }, 20_000);

  it('/accounting_accounts without a connection says where to choose one', async () => {
    renderPages(owner, routes, '/accounting_accounts');
    expect(await screen.findByText('Choose an integration')).toBeInTheDocument();
  });
});
