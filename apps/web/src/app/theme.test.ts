import { darken, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, READABLE_TEXT, theme } from './theme';

/** sRGB channels of '#rrggbb' or 'rgb(a)(r, g, b[, a])'. */
function channels(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return [hex[1]!, hex[2]!, hex[3]!].map((h) => parseInt(h, 16)) as [number, number, number];
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Not a colour: ${colour}`);
}

/** WCAG 2 relative luminance and contrast ratio. */
const luminance = (colour: string) => {
  const [r, g, b] = channels(colour).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const colours = DEFAULT_THEME.colors;
const shade = (name: string, i: number) => colours[name]![i]!;
const light = theme.primaryShade && typeof theme.primaryShade === 'object' ? theme.primaryShade.light! : 6;
const names = Object.keys(colours).filter((n) => n !== 'dark');

/** What the app paints as each colour's text, in each scheme: our value, or Mantine's default. */
const effective = {
  lightText: (n: string) => READABLE_TEXT.light[n] ?? shade(n, light),
  lightVariant: (n: string) => READABLE_TEXT.light[n] ?? shade(n, 9),
  darkText: (n: string) => READABLE_TEXT.dark[n] ?? shade(n, 4),
  darkVariant: (n: string) => shade(n, 0),
};
/** Page, striped row, hovered row and selected row (the primary's light background) in each scheme. */
const LIGHT_ROWS = ['#ffffff', shade('gray', 0), shade('gray', 1), shade('blue', 1)];
const DARK_ROWS = [shade('dark', 7), shade('dark', 6), shade('dark', 5), darken(shade('blue', 9), 0.5)];

const AA = 4.5;

describe('coloured text keeps 4.5:1 in light and dark mode', () => {
  it('the pending badge (light variant yellow) and the rejection text (red on a striped row)', () => {
    // Were 2.68:1 (yellow 9 on yellow 1) and 4.28:1 (red 8 on gray 0).
    expect(contrast(effective.lightVariant('yellow'), shade('yellow', 1))).toBeGreaterThanOrEqual(AA);
    expect(contrast(effective.lightText('red'), shade('gray', 0))).toBeGreaterThanOrEqual(AA);
    expect(contrast(effective.darkVariant('yellow'), darken(shade('yellow', 9), 0.5))).toBeGreaterThanOrEqual(AA);
    expect(contrast(effective.darkText('red'), shade('dark', 6))).toBeGreaterThanOrEqual(AA);
  });

  it.each(names)('%s: text on every row background and light-variant text on its own background', (n) => {
    for (const bg of [...LIGHT_ROWS, shade(n, 0), shade(n, 1)])
      expect(contrast(effective.lightText(n), bg), `light text on ${bg}`).toBeGreaterThanOrEqual(AA);
    expect(contrast(effective.lightVariant(n), shade(n, 1)), 'light badge').toBeGreaterThanOrEqual(AA);
    for (const bg of DARK_ROWS)
      expect(contrast(effective.darkText(n), bg), `dark text on ${bg}`).toBeGreaterThanOrEqual(AA);
    expect(contrast(effective.darkVariant(n), darken(shade(n, 9), 0.5)), 'dark badge').toBeGreaterThanOrEqual(AA);
  });

  it('hands the colours to Mantine as its text and light-variant variables', () => {
    const vars = cssVariablesResolver(theme as Parameters<typeof cssVariablesResolver>[0]);
    expect(vars.light).toMatchObject({
      '--mantine-color-red-text': READABLE_TEXT.light.red,
      '--mantine-color-yellow-light-color': READABLE_TEXT.light.yellow,
    });
    expect(vars.dark).toMatchObject({ '--mantine-color-indigo-text': READABLE_TEXT.dark.indigo });
  });

  it("keeps a light-variant button's text readable under the pointer (its hover is the colour's 1)", () => {
    const vars = cssVariablesResolver(theme as Parameters<typeof cssVariablesResolver>[0]).light;
    for (const n of Object.keys(READABLE_TEXT.light)) {
      const hover = vars[`--mantine-color-${n}-light-hover`]!;
      expect(hover).toBe(shade(n, 1));
      expect(contrast(READABLE_TEXT.light[n]!, hover), `${n} on its hover`).toBeGreaterThanOrEqual(AA);
    }
    // Was 4.01:1: blue 8 text on Mantine's hover, blue 2.
    expect(contrast(READABLE_TEXT.light.blue!, shade('blue', 2))).toBeLessThan(AA);
  });
});
