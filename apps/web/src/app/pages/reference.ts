/** Pages of the "reference" area of issue 3, by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

export const referencePages: Record<string, PageLoader> = {};
