import { describe, expect, it } from 'vitest';
import { orderedUuid } from './ordered-ids.js';

describe('orderedUuid', () => {
  it('makes version 7 UUIDs, each greater than the last, many in one millisecond', () => {
    const ids = Array.from({ length: 50_000 }, () => orderedUuid());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('starts with the current time', () => {
    const before = Date.now();
    const ms = parseInt(orderedUuid().replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 1);
  });
});
