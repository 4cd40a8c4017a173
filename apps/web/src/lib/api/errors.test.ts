import { describe, expect, it } from 'vitest';
import { ApiError, extractErrorMessage, extractSuggested, toApiError, UNKNOWN_ERROR_MESSAGE } from './errors';

describe('extractErrorMessage (spec section 8)', () => {
  it('uses the top-level message first', () => {
    expect(extractErrorMessage({ message: 'Invalid email or password', detail: 'ignored' })).toBe(
      'Invalid email or password',
    );
  });

  it('uses detail as a string when there is no message', () => {
    expect(extractErrorMessage({ detail: 'Not allowed' })).toBe('Not allowed');
  });

  it('uses detail.msg when detail is an object', () => {
    expect(extractErrorMessage({ detail: { msg: 'Assignment is closed' } })).toBe('Assignment is closed');
  });

  it('joins a detail list with commas, appending the last loc part', () => {
    const data = {
      detail: [
        { loc: ['body', 'email'], msg: 'field required' },
        { loc: ['body', 'address', 'zipcode'], msg: 'invalid format' },
      ],
    };
    expect(extractErrorMessage(data)).toBe('field required email, invalid format zipcode');
  });

  it('leaves out the loc part when it is __root__', () => {
    expect(extractErrorMessage({ detail: [{ loc: ['__root__'], msg: 'End date precedes start date' }] })).toBe(
      'End date precedes start date',
    );
  });

  it('handles list items without a loc and numeric loc parts', () => {
    expect(extractErrorMessage({ detail: [{ msg: 'bad' }, { loc: ['body', 'lines', 2], msg: 'too long' }] })).toBe(
      'bad, too long 2',
    );
  });

  it('falls back for anything else', () => {
    expect(extractErrorMessage(undefined)).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(extractErrorMessage('oops')).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(extractErrorMessage({})).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(extractErrorMessage({ message: '' })).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(extractErrorMessage({ detail: [] })).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(extractErrorMessage({ detail: 42 })).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(UNKNOWN_ERROR_MESSAGE).toBe('Unknown Error, Please Contact Support');
  });
});

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const e = new ApiError(422, { detail: 'x' });
    expect(toApiError(e)).toBe(e);
    expect(e.message).toBe('x');
  });

  it('gives unknown errors statusCode 500', () => {
    expect(toApiError(new TypeError('Failed to fetch')).statusCode).toBe(500);
    const unknown = toApiError('weird');
    expect(unknown.statusCode).toBe(500);
    expect(unknown.message).toBe(UNKNOWN_ERROR_MESSAGE);
  });
});

describe('extractSuggested', () => {
  it('finds the suggested address in detail[0] or at the top level', () => {
    expect(extractSuggested({ detail: [{ msg: 'm', loc: [], suggested: { city: 'A' } }] })).toEqual({ city: 'A' });
    expect(extractSuggested({ suggested: { city: 'B' } })).toEqual({ city: 'B' });
    expect(extractSuggested(null)).toBeUndefined();
  });
});
