import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { displayTimeZone, setDisplayTimeZone, setThemeChoice } from '../device-preferences';
import { forgetOtherSessionsData } from './forget-other-sessions';
import { clearToken, setToken } from './token-store';

afterEach(() => {
  clearToken();
  window.localStorage.clear();
});

describe('a session change forgets the previous session', () => {
  it("drops the last user's cached answers and display choices, keeping the subdomain's globals", () => {
    setToken('first');
    const client = new QueryClient();
    const stop = forgetOtherSessionsData(client);
    client.setQueryData(['public-globals', 'acme'], { brand_name: 'Acme' });
    client.setQueryData(['list', '/contractors'], { data: [{ id: 'c1' }], total: 1 });
    client.setQueryData(['current-user', 'Bearer first'], { email: 'first@x.test' });
    setThemeChoice('dark');
    setDisplayTimeZone('Asia/Tokyo');

    clearToken({ onPurpose: true });
    expect(client.getQueryData(['list', '/contractors'])).toBeUndefined();
    expect(client.getQueryData(['current-user', 'Bearer first'])).toBeUndefined();
    expect(client.getQueryData(['public-globals', 'acme'])).toEqual({ brand_name: 'Acme' });
    expect(window.localStorage.getItem('ui.theme')).toBeNull();
    expect(displayTimeZone()).toBeUndefined();

    client.setQueryData(['list', '/clients'], { data: [], total: 0 });
    setToken('second');
    expect(client.getQueryData(['list', '/clients'])).toBeUndefined();
    stop();
  });
});
