import { describe, expect, it } from 'vitest';
import { subdomainOf } from './subdomain';

describe('subdomainOf', () => {
  it('takes the first label under the base domain', () => {
    expect(subdomainOf('acme.localhost')).toBe('acme');
    expect(subdomainOf('acme.app.example.com', 'app.example.com')).toBe('acme');
    expect(subdomainOf('beacon.example.com')).toBe('beacon');
  });

  it('has none on the base domain itself, on IPs, www, or outside the base', () => {
    expect(subdomainOf('localhost')).toBeNull();
    expect(subdomainOf('example.com')).toBeNull();
    expect(subdomainOf('127.0.0.1')).toBeNull();
    expect(subdomainOf('www.example.com')).toBeNull();
    expect(subdomainOf('acme.other.com', 'example.com')).toBeNull();
  });
});
