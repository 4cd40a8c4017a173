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

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', MODE: 'staging' })).toThrow(/PORT[\s\S]*MODE|MODE[\s\S]*PORT/);
  });
});
