/** The /notes page by route name (merged into the app's page registry); its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const notesPages: Record<string, PageLoader> = {
  notes: () => import('./pages/notes-page').then((m) => ({ Component: m.NotesPage })),
};
