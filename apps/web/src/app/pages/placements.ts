/** Pages of the "placements" area of issue 3, by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

export const placementsPages: Record<string, PageLoader> = {};
