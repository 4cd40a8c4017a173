import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { droppedPaths, responseSerializer } from './response-serializer.js';

const schema = z.object({ data: z.object({ id: z.string(), lines: z.array(z.object({ hours: z.string() })) }) });
const answer = { data: { id: 'a', lines: [{ hours: '8.00' }, { hours: '2.00', pay_rate: '60.00' }], ssn: '123' } };

describe('droppedPaths', () => {
  it('names every field the schema stripped, nested and in arrays', () => {
    const kept = JSON.parse(JSON.stringify(schema.parse(answer))) as never;
    expect(droppedPaths(answer as never, kept)).toEqual(['data.lines[1].pay_rate', 'data.ssn']);
  });

  it('finds nothing when the schema names every field', () => {
    const exact = { data: { id: 'a', lines: [] } };
    expect(droppedPaths(exact as never, exact as never)).toEqual([]);
  });
});

describe('responseSerializer', () => {
  const route = { schema, method: 'GET', url: '/v2/x', httpStatus: '200' } as never;

  it('strips undeclared fields in production', () => {
    const text = responseSerializer({ strict: false })(route)(answer);
    expect(JSON.parse(text)).toEqual({ data: { id: 'a', lines: [{ hours: '8.00' }, { hours: '2.00' }] } });
  });

  it('refuses them in tests, naming the field', () => {
    expect(() => responseSerializer({ strict: true })(route)(answer)).toThrow(/data\.lines\[1\]\.pay_rate, data\.ssn/);
  });
});
