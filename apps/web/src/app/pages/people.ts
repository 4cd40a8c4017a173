/** Pages of the "people" area of issue 3, by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

export const peoplePages: Record<string, PageLoader> = {};
