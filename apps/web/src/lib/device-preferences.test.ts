import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../components/data-list/format';
import { displayTimeZone, setDisplayTimeZone, setThemeChoice } from './device-preferences';

afterEach(() => window.localStorage.clear());

describe('device preferences', () => {
  it('shows timestamps in the zone saved on /settings, else the browser’s', () => {
    const iso = '2026-03-02T15:30:00Z';
    setDisplayTimeZone('Asia/Tokyo');
    expect(displayTimeZone()).toBe('Asia/Tokyo');
    expect(formatDateTime(iso)).toContain('12:30'); // 00:30 next day in Tokyo → 12:30 AM
    setDisplayTimeZone('America/Los_Angeles');
    expect(formatDateTime(iso)).toContain('7:30'); // 07:30 AM in Los Angeles
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
