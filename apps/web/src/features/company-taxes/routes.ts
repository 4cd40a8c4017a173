/** The company taxes page by route name (merged into the app's page registry); its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const companyTaxesPages: Record<string, PageLoader> = {
  company_taxes: () => import('./pages/company-taxes-page').then((m) => ({ Component: m.CompanyTaxesPage })),
};
