/** The /training page by route name (merged into the app's page registry); its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const trainingPages: Record<string, PageLoader> = {
  training: () => import('./pages/training-page').then((m) => ({ Component: m.TrainingPage })),
};
