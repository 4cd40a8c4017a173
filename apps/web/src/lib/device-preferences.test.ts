import { afterEach, describe, expect, it } from 'vitest';
import { formatMoment } from '../components/data-list/format';
import { displayTimeZone, setDisplayTimeZone, setThemeChoice } from './device-preferences';

afterEach(() => window.localStorage.clear());

describe('device preferences', () => {
  it('shows timestamps in the zone saved on /settings, else the browser’s', () => {
    const iso = '2026-03-02T15:30:00Z';
    setDisplayTimeZone('Asia/Tokyo');
    expect(displayTimeZone()).toBe('Asia/Tokyo');
    expect(formatMoment(iso)).toBe('Mar 3, 2026, 12:30 AM GMT+9'); // 00:30 the next day in Tokyo
    setDisplayTimeZone('America/Los_Angeles');
    expect(formatMoment(iso)).toBe('Mar 2, 2026, 7:30 AM PST'); // 07:30 in Los Angeles, named
    setDisplayTimeZone(null);
    expect(displayTimeZone()).toBeUndefined();
  });

  it("forgets an 'auto' theme so the brand decides", () => {
    setThemeChoice('dark');
    expect(window.localStorage.getItem('ui.theme')).toBe('dark');
    setThemeChoice('auto');
    expect(window.localStorage.getItem('ui.theme')).toBeNull();
  });
});
