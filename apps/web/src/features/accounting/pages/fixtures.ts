import type { AccountingExportView, AccountingMappingView, ConnectionView, IntegrationsView } from '@app/domain';
import { makeUser } from '../../../test/factories';

export const owner = makeUser({
  user_type: 'partner',
  links: [
    '/integrations',
    '/accounting_auth',
    '/accounting_accounts',
    '/accounting_mappings',
    '/accounting_default_configs',
  ],
  base_links: [
    '/integrations',
    '/accounting_auth',
    '/accounting_accounts',
    '/accounting_mappings',
    '/accounting_default_configs',
  ],
});

export const CONNECTION_ID = '0b6a3c52-1111-4c1e-9d7e-4a2f6f0d9a11';

export const integrations: IntegrationsView = {
  partner: { id: 'p1', name: 'Acme Staffing' },
  connectors: [
    {
      id: 'quickbooks',
      name: 'QuickBooks Online',
      kind: 'accounting',
      status: 'connected',
      connection_id: CONNECTION_ID,
      company_name: 'Sandbox Company 1 (QuickBooks Online)',
      connected_at: '2026-11-20T10:00:00Z',
      last_sync_at: null,
      can_manage: true,
    },
    {
      id: 'xero',
      name: 'Xero',
      kind: 'accounting',
      status: 'not_connected',
      connection_id: null,
      company_name: null,
      connected_at: null,
      last_sync_at: null,
      can_manage: true,
    },
    {
      id: 'checkr',
      name: 'Checkr',
      kind: 'screening',
      status: 'not_connected',
      connection_id: null,
      company_name: null,
      connected_at: null,
      last_sync_at: null,
      can_manage: true,
    },
  ],
};

export const connection: ConnectionView = {
  id: CONNECTION_ID,
  provider: 'quickbooks',
  partner: { id: 'p1', name: 'Acme Staffing' },
  status: 'connected',
  company_ref: '9130123456789',
  company_name: 'Sandbox Company 1 (QuickBooks Online)',
  connected_at: '2026-11-20T10:00:00Z',
  connected_by: { id: 'u1', name: 'Paula Partner' },
  last_sync_at: '2026-11-20T10:05:00Z',
  last_error: null,
  account_count: 13,
  mapped_count: 10,
  export_counts: { pending: 0, exported: 1, failed: 1 },
  nightly_export: false,
  last_used_at: '2026-11-20T10:05:00Z',
};

export const exportRow = (over: Partial<AccountingExportView> = {}): AccountingExportView => ({
  id: 'e1',
  source_kind: 'invoice',
  source_id: 'i1',
  version: 'issued',
  reference: 'I0123456789abcdef-iss',
  date: '2026-11-02',
  total: '107.50',
  status: 'exported',
  attempts: 1,
  next_attempt_at: null,
  external_id: '1',
  last_error: null,
  lines: [
    { kind: 'receivables', debit: '107.50', credit: '0.00', description: 'Invoice #1: amount due' },
    { kind: 'sales_tax_payable', debit: '0.00', credit: '7.50', description: 'Invoice #1: sales tax' },
    { kind: 'revenue_eor', debit: '0.00', credit: '100.00', description: 'Invoice #1: revenue' },
  ],
  created_at: '2026-11-20T10:06:00Z',
  exported_at: '2026-11-20T10:06:01Z',
  ...over,
});

export const mapping = (
  kind: AccountingMappingView['kind'],
  label: string,
  account: AccountingMappingView['account'],
) => ({ kind, label, account, source: account ? 'mapped' : 'none' }) as AccountingMappingView;
