import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '@app/domain';
import { mayUseDeveloperApi } from './developers-access';

describe('mayUseDeveloperApi', () => {
  it.each(USER_TYPES.map((t) => [t] as const))('%s: only when a developer, unless an admin', (userType) => {
    expect(mayUseDeveloperApi({ user_type: userType, is_developer: true })).toBe(true);
    expect(mayUseDeveloperApi({ user_type: userType, is_developer: false })).toBe(userType === 'admin');
  });
});
