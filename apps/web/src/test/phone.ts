import { vi } from 'vitest';

/**
 * Makes the page believe it is on a phone: every `max-width` media query matches (Mantine's useMediaQuery
 * below a breakpoint). Returns the function that puts the browser's matchMedia back.
 */
export function onAPhone() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query.trim() === '' || query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as typeof window.matchMedia;
  return () => (window.matchMedia = original);
}
