import { describe, expect, it } from 'vitest';
import { chooseLayout, hidesNavigation, isFramed } from './route-frame';

describe('layout choice', () => {
  it('hides navigation for hide_navigation=true in any case', () => {
    expect(hidesNavigation('?hide_navigation=TRUE')).toBe(true);
    expect(hidesNavigation('?hide_navigation=false')).toBe(false);
    expect(chooseLayout('dashboard', '?hide_navigation=true', false)).toBe('bare');
  });

  it('uses the iframe layout for dashboard pages inside a frame only', () => {
    expect(chooseLayout('dashboard', '', true)).toBe('iframe');
    expect(chooseLayout('login', '', true)).toBe('login');
    expect(chooseLayout('dashboard', '', false)).toBe('dashboard');
  });

  it('knows whether it is framed', () => {
    expect(isFramed(window)).toBe(false);
    const framed = {
      get self() {
        return 1;
      },
      get top() {
        return 2;
      },
    } as unknown as Window;
    expect(isFramed(framed)).toBe(true);
  });
});
