/** Pages of the "team" area of issue 3, by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

export const teamPages: Record<string, PageLoader> = {};
