/** The settings pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const settingsPages: Record<string, PageLoader> = {
  settings: () => import('./pages/settings-page').then((m) => ({ Component: m.SettingsPage })),
};
