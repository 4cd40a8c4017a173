import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-test-'));

describe('configuration', () => {
  it('defaults to local mode on port 3000 with PGlite and generated secrets kept in DATA_DIR', () => {
    const dir = dataDir();
    const a = loadConfig({ DATA_DIR: dir });
    expect(a).toMatchObject({ port: 3000, mode: 'local', databaseUrl: undefined, seedDemo: true });
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(a.jwtSecret);
  });

  it('refuses to start in production without secrets, and never seeds demo data there', () => {
    expect(() => loadConfig({ MODE: 'production', DATA_DIR: dataDir() })).toThrow(
      /JWT_SECRET and ENCRYPTION_KEY are required/,
    );
    const prod = loadConfig({
      MODE: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ENCRYPTION_KEY: 'y'.repeat(40),
      DATA_DIR: dataDir(),
    });
    expect(prod.seedDemo).toBe(false);
  });

  it('configures an accounting provider by its client id and secret together, at its own URLs by default', () => {
    const dir = dataDir();
    const none = loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://app.example.test' });
    expect(none.accounting).toMatchObject({
      quickbooks: null,
      xero: null,
      redirectUrl: 'https://app.example.test/accounting_auth',
    });
    const both = loadConfig({
      DATA_DIR: dir,
      QUICKBOOKS_CLIENT_ID: 'ABc',
      QUICKBOOKS_CLIENT_SECRET: 'secret',
      QUICKBOOKS_API_URL: 'https://sandbox-quickbooks.api.intuit.com/',
      XERO_CLIENT_ID: 'X',
      XERO_CLIENT_SECRET: 'Y',
      ACCOUNTING_REDIRECT_URL: 'https://books.example.test/accounting_auth',
    });
    expect(both.accounting.quickbooks).toEqual({
      clientId: 'ABc',
      clientSecret: 'secret',
      authorizeUrl: 'https://appcenter.intuit.com/connect/oauth2',
      oauthUrl: 'https://oauth.platform.intuit.com',
      apiUrl: 'https://sandbox-quickbooks.api.intuit.com',
    });
    expect(both.accounting.xero).toMatchObject({
      authorizeUrl: 'https://login.xero.com/identity/connect/authorize',
      oauthUrl: 'https://identity.xero.com',
      apiUrl: 'https://api.xero.com',
    });
    expect(both.accounting.redirectUrl).toBe('https://books.example.test/accounting_auth');
    expect(() => loadConfig({ DATA_DIR: dir, XERO_CLIENT_ID: 'X' })).toThrow(/XERO_CLIENT_ID and XERO_CLIENT_SECRET/);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', MODE: 'staging' })).toThrow(/PORT[\s\S]*MODE|MODE[\s\S]*PORT/);
  });
});
