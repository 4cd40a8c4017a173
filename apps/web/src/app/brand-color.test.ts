import { describe, expect, it } from 'vitest';
import {
  AA,
  BLACK,
  BRAND_SHADE,
  brandShades,
  contrastRatio,
  luminance,
  mix,
  readableAmong,
  textOn,
  WHITE,
} from './brand-color';

/** A sweep of colours a partner might pick: dark, mid, light, greys, and the colours near the black/white tie. */
const SWEEP = [
  '#000000',
  '#ffffff',
  '#6741d9',
  '#1c7ed6',
  '#e8590c',
  '#fcc419',
  '#2f9e44',
  '#ff0000',
  '#808080',
  '#777777',
  '#767676',
  '#c92a2a',
  '#00ffff',
  '#0b7285',
  '#f8f9fa',
];

describe('brandShades', () => {
  it('gives ten #rrggbb shades, lightest first, with the brand colour itself (lower case) at the filled shade, 8', () => {
    const shades = brandShades('#6741D9');
    expect(shades).toHaveLength(10);
    for (const s of shades) expect(s).toMatch(/^#[0-9a-f]{6}$/);
    expect(shades[BRAND_SHADE]).toBe('#6741d9');
    for (let i = 1; i < 10; i++) expect(luminance(shades[i]!)).toBeLessThan(luminance(shades[i - 1]!));
    // The lightest is nearly white and the darkest well darker than the colour.
    expect(contrastRatio(shades[0], WHITE)).toBeLessThan(1.2);
    expect(contrastRatio(shades[9], shades[BRAND_SHADE])).toBeGreaterThan(1.4);
  });

  it('keeps the order for every colour of the sweep except pure white and black at their ends', () => {
    for (const c of SWEEP) {
      const shades = brandShades(c);
      expect(shades[BRAND_SHADE]).toBe(c);
      for (let i = 1; i < 10; i++) expect(luminance(shades[i]!)).toBeLessThanOrEqual(luminance(shades[i - 1]!));
    }
  });

  it('refuses anything but #rrggbb', () => {
    expect(() => brandShades('red')).toThrow();
    expect(() => brandShades('#fff')).toThrow();
  });
});

describe('contrast (WCAG 2)', () => {
  it('matches known ratios', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBeCloseTo(1, 5);
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio('#767676', WHITE)).toBeCloseTo(4.54, 2);
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('puts white text on dark colours and black on light ones', () => {
    expect(textOn('#6741d9')).toBe(WHITE);
    expect(textOn('#000000')).toBe(WHITE);
    expect(textOn('#fcc419')).toBe(BLACK);
    expect(textOn('#ffffff')).toBe(BLACK);
    // Mid blue: black reads better (5.0:1) than white (4.2:1).
    expect(textOn('#1c7ed6')).toBe(BLACK);
  });

  it('picks the better of black and white, which always keeps AA, on every colour of the sweep', () => {
    for (const c of SWEEP) {
      const text = textOn(c);
      const other = text === BLACK ? WHITE : BLACK;
      expect(contrastRatio(text, c), c).toBeGreaterThanOrEqual(contrastRatio(other, c));
      expect(contrastRatio(text, c), c).toBeGreaterThanOrEqual(AA);
    }
  });
});

describe('readableAmong', () => {
  it('takes the first candidate that keeps AA on every background', () => {
    expect(readableAmong(['#eeeeee', '#767676', '#000000'], [WHITE], BLACK)).toBe('#767676');
  });

  it('moves the last candidate toward black or white until it reads', () => {
    const c = readableAmong(['#fcc419'], [WHITE, '#f1f3f5'], BLACK);
    expect(c).not.toBe('#fcc419');
    expect(contrastRatio(c, WHITE)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(c, '#f1f3f5')).toBeGreaterThanOrEqual(AA);
    const d = readableAmong(['#1864ab'], ['#242424'], WHITE);
    expect(contrastRatio(d, '#242424')).toBeGreaterThanOrEqual(AA);
    // White cannot read on a mid grey: it turns toward black instead.
    const e = readableAmong(['#f0f0f0'], ['#868686'], WHITE);
    expect(contrastRatio(e, '#868686')).toBeGreaterThanOrEqual(AA);
  });
});
