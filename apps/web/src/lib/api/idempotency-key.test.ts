import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { KEY_REUSED_MESSAGE, postOnce, useIdempotencyKey } from './idempotency-key';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('idempotency keys', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps one key across renders until renewed', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const [first] = result.current;
    expect(first).toMatch(/^[\x21-\x7e]{8,255}$/);
    rerender();
    expect(result.current[0]).toBe(first);
    act(() => result.current[1]());
    expect(result.current[0]).not.toBe(first);
  });

  it('posts with the key, and words the refusal of a key used for another body', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementationOnce(async () => json(201, { data: { id: 'pay-1' } }));
    await expect(postOnce('/payments', { amount: '1.00' }, 'key-12345')).resolves.toEqual({ id: 'pay-1' });
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>)['Idempotency-Key']).toBe('key-12345');

    fetchMock.mockImplementationOnce(async () =>
      json(422, {
        detail: [
          { loc: ['header', 'Idempotency-Key'], msg: 'This Idempotency-Key was already used for a different request' },
        ],
      }),
    );
    const reused = await postOnce('/payments', { amount: '2.00' }, 'key-12345').catch((e: unknown) => e);
    expect(reused).toBeInstanceOf(ApiError);
    expect((reused as ApiError).message).toBe(KEY_REUSED_MESSAGE);

    // Any other refusal is the API's own, field errors included.
    const fieldError = { detail: [{ loc: ['body', 'amount'], msg: 'Enter an amount like 1250.00' }] };
    fetchMock.mockImplementationOnce(async () => json(422, fieldError));
    const refused = await postOnce('/payments', { amount: 'x' }, 'key-12345').catch((e: unknown) => e);
    expect((refused as ApiError).data).toEqual(fieldError);
  });
});
