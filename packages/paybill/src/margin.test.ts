import { describe, expect, it } from 'vitest';
import { burdenPerHour } from './burden.js';
import { carriesUsBurden, rateMargin } from './margin.js';

const TX = {
  fica: { social_security: { percent: '6.2', wage_base: '184500' }, medicare_percent: '1.45' },
  futa: { percent: '0.6', wage_base: '7000' },
  suta: { percent: '2.7', wage_base: '9000' },
  workers_comp_per_100: '0.18',
};

const figures = (m: ReturnType<typeof rateMargin>) => ({
  burden: m.burden.total.toFixed(4),
  markup: m.markup_percent?.toFixed(4),
  margin: m.margin_percent?.toFixed(4),
  per_hour: m.margin_per_hour.toFixed(4),
});

describe('the margin of a pay and bill rate for a worker', () => {
  it('charges a 1099 independent contractor no employer burden: margin = bill − pay', () => {
    const m = rateMargin({ pay: '60', bill: '85', classification: 'independent_contractor', burdenRates: TX });
    // (85 − 60) ÷ 85 = 29.4118%; 25 ÷ 60 = 41.6667% markup.
    expect(figures(m)).toEqual({ burden: '0.0000', markup: '41.6667', margin: '29.4118', per_hour: '25.0000' });
    expect(m.burden.social_security?.toFixed(4)).toBe('0.0000');
  });

  it('charges a W-2 employee the burden of the rates in effect', () => {
    const m = rateMargin({ pay: '60', bill: '85', classification: 'w-2', burdenRates: TX });
    // 60 × 6.2% = 3.72; 60 × 1.45% = 0.87; 7,000 × 0.6% ÷ 2,080 = 0.0202; 9,000 × 2.7% ÷ 2,080 = 0.1168;
    // 60 ÷ 100 × 0.18 = 0.108 → 4.8350; (85 − 64.835) ÷ 85 = 23.7235%.
    expect(figures(m)).toEqual({ burden: '4.8350', markup: '41.6667', margin: '23.7235', per_hour: '20.1650' });
    expect(m.burden).toEqual(burdenPerHour('60', TX));
  });

  it('applies US burden to W-2 only', () => {
    expect(
      ['w-2', 'independent_contractor', 'international_ic', 'international_eor', 'canada_t4'].filter(carriesUsBurden),
    ).toEqual(['w-2']);
  });
});
