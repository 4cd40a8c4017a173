import { describe, expect, it } from 'vitest';
import { orderedUuidPrefix } from './ordered-ids.js';

const idOf = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(12, '0')}`;

describe('orderedUuidPrefix', () => {
  it('makes version 7 UUIDs in the order of their numbers, and other prefixes of one millisecond apart', () => {
    const prefixes = Array.from({ length: 200 }, () => orderedUuidPrefix());
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const p of prefixes) {
      const ids = [1, 2, 0x10, 0xfff, 0xffffffffffff].map((n) => idOf(p, n));
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect([...ids].sort()).toEqual(ids);
    }
  });

  it('starts with the current time', () => {
    const before = Date.now();
    const ms = parseInt(orderedUuidPrefix().replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 1);
  });
});
