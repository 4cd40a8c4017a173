import { describe, expect, it } from 'vitest';
import type { Principal } from '../../lib/principal.js';
import { PrincipalCache } from './principal-cache.js';

const principal = (userId: string) => ({ userId }) as Principal;

describe('PrincipalCache', () => {
  it('reuses an entry only at the epoch it was built at', () => {
    const cache = new PrincipalCache();
    cache.set('s1', '7', principal('u1'));
    expect(cache.get('s1', '7')?.userId).toBe('u1');
    expect(cache.get('s1', '8')).toBeUndefined();
    // A moved epoch drops the entry: going back to the old one does not revive it.
    expect(cache.get('s1', '7')).toBeUndefined();
  });

  it('ages entries out after maxAgeMs whatever the epoch', () => {
    let now = 1_000;
    const cache = new PrincipalCache({ maxAgeMs: 500, now: () => now });
    cache.set('s1', '1', principal('u1'));
    now += 500;
    expect(cache.get('s1', '1')).toBeDefined();
    now += 1;
    expect(cache.get('s1', '1')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest first', () => {
    const cache = new PrincipalCache({ maxEntries: 2 });
    cache.set('s1', '1', principal('u1'));
    cache.set('s2', '1', principal('u2'));
    cache.set('s3', '1', principal('u3'));
    expect(cache.size).toBe(2);
    expect(cache.get('s1', '1')).toBeUndefined();
    expect(cache.get('s3', '1')?.userId).toBe('u3');
  });
});
