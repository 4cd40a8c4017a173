/** The consent settings pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const consentSettingsPages: Record<string, PageLoader> = {
  consent_settings: () =>
    import('./pages/consent-settings-page').then((m) => ({
      Component: m.ConsentSettingsPage,
    })),
};
