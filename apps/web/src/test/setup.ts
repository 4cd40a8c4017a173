import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/*
 * The web project runs a worker's files one after another in one environment (isolate: false in
 * vite.config.ts), so React, Mantine and jsdom load once per worker. This file runs before each test
 * file: the app's own modules are evaluated afresh (the session token, the in-flight count and other
 * module state start empty), and nothing a previous file stubbed, faked or showed is left behind.
 */
vi.resetModules();
// findBy…/waitFor wait up to 5 s (1 s by default): a menu's transition or a lazy chunk on a busy 2-core
// machine, with the API tests running beside these, took longer than a second.
configure({ asyncUtilTimeout: 5_000 });
vi.unstubAllGlobals();
vi.useRealTimers();
vi.restoreAllMocks();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; max-age=0; path=/`;
}
document.body.innerHTML = '';

// Mantine reads media queries and observes sizes; jsdom implements neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    // As in browsers, the empty query matches everything (mantine-datatable shows a column whose
    // `visibleMediaQuery` is unset by asking for ''); real queries answer "no".
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
