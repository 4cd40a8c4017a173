/** The accounting integrations' pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const accountingPages: Record<string, PageLoader> = {
  integrations: () => import('./pages/integrations-page').then((m) => ({ Component: m.IntegrationsPage })),
  'integrations-id': () =>
    import('./pages/integration-detail-page').then((m) => ({ Component: m.IntegrationDetailPage })),
  accounting_auth: () => import('./pages/accounting-auth-page').then((m) => ({ Component: m.AccountingAuthPage })),
  accounting_accounts: () =>
    import('./pages/accounting-accounts-page').then((m) => ({ Component: m.AccountingAccountsPage })),
  accounting_mappings: () =>
    import('./pages/accounting-mappings-page').then((m) => ({ Component: m.AccountingMappingsPage })),
  accounting_default_configs: () =>
    import('./pages/accounting-default-configs-page').then((m) => ({ Component: m.AccountingDefaultConfigsPage })),
};
