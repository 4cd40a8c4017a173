/**
 * NACHA File ID Modifiers (decision 0068): an originator's files of one creation date take A–Z then 0–9,
 * another originator or another day starts again at A, and the 37th file of a day is refused (409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NACHA_FILE_ID_MODIFIERS, nextNachaFileIdModifier } from './nacha-file-id-modifier.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const next = (origin: string, at: string) =>
  t.app.deps.db.transaction((tx) => nextNachaFileIdModifier(tx, origin, new Date(at)));

describe('the File ID Modifier', () => {
  it("counts each originator's day apart, A–Z then 0–9, and refuses a 37th file", async () => {
    const taken: string[] = [];
    for (let k = 0; k < 36; k++) taken.push(await next('1999999999', '2031-03-04T10:00:00Z'));
    expect(taken.join('')).toBe(NACHA_FILE_ID_MODIFIERS);
    expect(await next('1888888888', '2031-03-04T10:00:00Z')).toBe('A');
    expect(await next('1999999999', '2031-03-05T00:00:00Z')).toBe('A');
    const refused = await next('1999999999', '2031-03-04T23:59:00Z').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(409);
    expect((refused as HttpError).message).toMatch(/2031-03-04.*tomorrow/);
  });
});
