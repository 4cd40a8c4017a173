import { describe, expect, it } from 'vitest';
import { allocationText, bankIdText, percentsOverHundred } from './deposit-split';

const acct = (id: string, kind: 'remainder' | 'percent' | 'amount', value: string | null) => ({
  id,
  allocation: { kind, value },
});

describe('deposit split wording and checks', () => {
  it('words what each account takes', () => {
    expect(allocationText({ country: 'US', allocation: { kind: 'remainder', value: null } })).toBe(
      'The rest of your net pay',
    );
    expect(allocationText({ country: 'US', allocation: { kind: 'percent', value: '12.50' } })).toBe('12.5% of net pay');
    expect(allocationText({ country: 'US', allocation: { kind: 'amount', value: '200' } })).toBe('$200.00 of net pay');
    expect(allocationText({ country: 'CA', allocation: { kind: 'amount', value: '75.5' } })).toBe(
      'CAD 75.50 of net pay',
    );
  });

  it('names a Canadian bank by institution and transit, a US one by routing number', () => {
    expect(bankIdText({ country: 'CA', routing_number: '000412345' })).toBe('Institution-transit 004-12345');
    expect(bankIdText({ country: 'US', routing_number: '011000015' })).toBe('Routing 011000015');
  });

  it('refuses percents passing 100 together, counting the changed account once', () => {
    const accounts = [acct('main', 'remainder', null), acct('a', 'percent', '60'), acct('b', 'percent', '30.25')];
    expect(percentsOverHundred(accounts, null, { kind: 'percent', value: '9.75' })).toBeNull();
    expect(percentsOverHundred(accounts, null, { kind: 'percent', value: '9.76' })).toBe(
      "The split's percents would add up to 100.01%: at most 100",
    );
    // Changing b from 30.25 to 40 makes 100, not 130.25.
    expect(percentsOverHundred(accounts, 'b', { kind: 'percent', value: '40' })).toBeNull();
    expect(percentsOverHundred(accounts, 'b', { kind: 'percent', value: '70' })).toBe(
      "The split's percents would add up to 130%: at most 100",
    );
    // Amounts are not percents; a malformed value is the schema's to word.
    expect(percentsOverHundred(accounts, null, { kind: 'amount', value: '5000' })).toBeNull();
    expect(percentsOverHundred(accounts, null, { kind: 'percent', value: 'abc' })).toBeNull();
    expect(percentsOverHundred(accounts, null, { kind: 'percent', value: '101' })).toBeNull();
  });
});
