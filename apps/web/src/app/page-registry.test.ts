import { describe, expect, it } from 'vitest';
import { ROUTES } from '@app/domain';
import { PAGES, pageFor, placeholderPage } from './page-registry';

describe('page registry', () => {
  it('gives every built route its own page, never the placeholder', () => {
    const missing = ROUTES.filter((r) => r.built && !PAGES[r.name]).map((r) => r.name);
    expect(missing).toEqual([]);
  });

  it('serves the placeholder for a route not marked built, even one with a page', () => {
    expect(PAGES.data_export).toBeDefined();
    expect(pageFor('data_export', false)).toBe(placeholderPage);
  });
});
