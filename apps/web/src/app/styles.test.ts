import { afterEach, describe, expect, it } from 'vitest';
import { appStylesApplied } from './styles';

afterEach(() => document.head.querySelectorAll('link[data-app-styles]').forEach((l) => l.remove()));

function preloadLink(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.setAttribute('data-app-styles', '');
  document.head.append(link);
  return link;
}

describe('appStylesApplied', () => {
  it('resolves at once without the built stylesheet link (the dev server)', async () => {
    await expect(appStylesApplied()).resolves.toBeUndefined();
  });

  it('makes the preloaded stylesheet apply and resolves once it has loaded', async () => {
    const link = preloadLink();
    let done = false;
    const applied = appStylesApplied().then(() => {
      done = true;
    });
    expect(link.rel).toBe('stylesheet');
    await Promise.resolve();
    expect(done).toBe(false);
    link.dispatchEvent(new Event('load'));
    await applied;
    expect(done).toBe(true);
  });

  it('resolves when the stylesheet fails, so the app still starts', async () => {
    const link = preloadLink();
    const applied = appStylesApplied();
    link.dispatchEvent(new Event('error'));
    await expect(applied).resolves.toBeUndefined();
  });
});
