import type { ComponentType } from 'react';

/** Loads one page's chunk; every page is its own lazy route. */
export type PageLoader = () => Promise<{ Component: ComponentType }>;
