/** Pages of the "partners" area of issue 3, by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

export const partnersPages: Record<string, PageLoader> = {};
