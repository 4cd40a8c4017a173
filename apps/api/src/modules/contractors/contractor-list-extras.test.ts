import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPeopleFixture, type PeopleFixture } from './contractors.test-support.js';

let f: PeopleFixture;
beforeAll(async () => {
  f = await openPeopleFixture();
});
afterAll(async () => f?.t.close());

type Row = {
  id: string;
  email: string;
  current_placement?: {
    id: string;
    status: string;
    client: { name: string };
    pay_rate?: string | null;
    bill_rate?: string | null;
  } | null;
  onboarding?: { current_step: string | null; completed_count: number; required_count: number } | null;
};
const rows = async (email: string) => (await f.get(email, '/v2/contractors?per_page=100')).json().data.data as Row[];

describe('the contractors list’s placement and onboarding columns', () => {
  it('names each worker’s current placement as the placements list does, with both rates for its partner', async () => {
    const casey = (await rows('partner@demo.test')).find((r) => r.email === 'contractor@demo.test')!;
    const live = (
      await f.get('partner@demo.test', `/v2/assignments?contractor_id=${casey.id}&status=live&sort=-start_date`)
    ).json().data.data as { id: string; pay_rate: string | null; bill_rate: string | null; client: { name: string } }[];
    expect(live.length).toBeGreaterThan(0);
    expect(casey.current_placement).toMatchObject({
      id: live[0]!.id,
      status: 'live',
      client: { name: live[0]!.client.name },
      pay_rate: live[0]!.pay_rate,
      bill_rate: live[0]!.bill_rate,
    });
    expect(casey.onboarding).toMatchObject({ required_count: expect.any(Number), completed_count: expect.any(Number) });
  });

  it('gives a client its placements’ bill side only and no onboarding', async () => {
    const seen = await rows('client@demo.test');
    const placed = seen.filter((r) => r.current_placement);
    expect(placed.length).toBeGreaterThan(0);
    for (const r of placed) {
      expect(r.current_placement).not.toHaveProperty('pay_rate');
      expect(r.current_placement).toHaveProperty('bill_rate');
      expect(r.current_placement!.client.name).toBe('Globex Corporation');
    }
    expect(seen.every((r) => !('onboarding' in r))).toBe(true);
  });

  it('shows another partner none of Acme’s workers or placements, and a CSV no extra columns', async () => {
    const beacon = await rows('partner2@demo.test');
    expect(beacon.some((r) => r.email === 'contractor@demo.test')).toBe(false);
    for (const r of beacon)
      if (r.current_placement) expect(r.current_placement.client.name).not.toBe('Globex Corporation');
    const csv = await f.get('partner@demo.test', '/v2/contractors?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).not.toContain('Placement');
  });
});
