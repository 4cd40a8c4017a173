import { DEFAULT_THEME, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA, BRAND_SHADE, contrastRatio } from './brand-color';
import { BRAND, brandPalette, cssVariablesResolver, cssVariablesResolverFor, theme, themeFor } from './theme';

const { gray, dark } = DEFAULT_THEME.colors;
const LIGHT_BACKGROUNDS = ['#ffffff', gray[0], gray[1]];
const DARK_BACKGROUNDS = [dark[7], dark[6], dark[5]];
const PICKS = ['#6741d9', '#1c7ed6', '#fcc419', '#ffffff', '#000000', '#2f9e44', '#ff6b6b', '#0b7285', '#777777'];

describe("a partner's brand colour in the theme", () => {
  it('leaves the platform theme alone without one', () => {
    expect(themeFor(null)).toBe(theme);
    expect(themeFor(undefined)).toBe(theme);
    expect(cssVariablesResolverFor(null)).toBe(cssVariablesResolver);
  });

  it('becomes the primary colour, its ten shades generated, the colour itself the filled shade', () => {
    const t = themeFor('#6741d9');
    expect(t.primaryColor).toBe(BRAND);
    expect(t.colors?.[BRAND]).toHaveLength(10);
    expect(t.colors?.[BRAND]?.[BRAND_SHADE]).toBe('#6741d9');
    // Every other colour keeps the platform's filled shade, 8, where white text reads (the profile
    // menu's blue avatar fell to 3.5:1 at Mantine's 6).
    expect(t.primaryShade).toEqual(theme.primaryShade);
    expect(theme.primaryShade).toEqual({ light: BRAND_SHADE, dark: BRAND_SHADE });
    // The platform's settings stay.
    expect(t.fontFamily).toBe(theme.fontFamily);
    expect(t.components?.Modal).toEqual(theme.components?.Modal);
  });

  it.each(PICKS)('%s: text on the fill, links and coloured text keep 4.5:1 in light and dark mode', (colour) => {
    const p = brandPalette(colour);
    expect(contrastRatio(p.onFilled, colour), 'on the fill').toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(p.onFilled, p.filledHover), 'on the fill under the pointer').toBeGreaterThanOrEqual(AA);
    for (const bg of [...LIGHT_BACKGROUNDS, p.shades[1], p.shades[2]])
      expect(contrastRatio(p.lightText, bg), `light text on ${bg}`).toBeGreaterThanOrEqual(AA);
    for (const bg of DARK_BACKGROUNDS)
      expect(contrastRatio(p.darkText, bg), `dark text on ${bg}`).toBeGreaterThanOrEqual(AA);
    for (const bg of [p.darkLight, p.darkLightHover])
      expect(contrastRatio(p.darkLightColor, bg), `dark light variant on ${bg}`).toBeGreaterThanOrEqual(AA);
  });

  it('keeps the brand colour itself as link colour when it already reads, and darkens it only as far as needed', () => {
    expect(brandPalette('#2b1b6b').lightText).toBe('#2b1b6b');
    const p = brandPalette('#6741d9');
    expect(p.shades.indexOf(p.lightText)).toBe(BRAND_SHADE + 1);
  });

  it('hands the readable colours to Mantine as its anchor, text, light-variant and contrast variables', () => {
    const p = brandPalette('#fcc419');
    const vars = cssVariablesResolverFor('#fcc419')(themeFor('#fcc419') as MantineTheme);
    expect(vars.light).toMatchObject({
      '--mantine-color-anchor': p.lightText,
      '--mantine-color-brand-text': p.lightText,
      '--mantine-color-brand-light-color': p.lightText,
      '--mantine-primary-color-contrast': '#000000',
      // The platform's readable text colours stay.
      '--mantine-color-red-text': '#bf2828',
    });
    expect(vars.dark).toMatchObject({
      '--mantine-color-anchor': p.darkText,
      '--mantine-color-brand-light': p.darkLight,
      '--mantine-color-brand-light-color': p.darkLightColor,
    });
    // Selected rows and light badges in dark mode stay dark even for a very light brand.
    expect(contrastRatio(brandPalette('#ffffff').darkLight, '#ffffff')).toBeGreaterThan(7);
  });

  it('gives filled brand surfaces the text that reads on them, and leaves other colours as Mantine paints them', () => {
    const t = { ...DEFAULT_THEME, ...themeFor('#fcc419') } as MantineTheme;
    const resolve = t.variantColorResolver;
    expect(resolve({ color: undefined, theme: t, variant: 'filled' }).color).toBe('#000000');
    expect(resolve({ color: BRAND, theme: t, variant: 'filled' }).color).toBe('#000000');
    expect(resolve({ color: 'red', theme: t, variant: 'filled' }).color).toBe('var(--mantine-color-white)');
    const violet = { ...DEFAULT_THEME, ...themeFor('#6741d9') } as MantineTheme;
    const resolveViolet = violet.variantColorResolver;
    expect(resolveViolet({ color: undefined, theme: violet, variant: 'filled' }).color).toBe('#ffffff');
    // A light shade of it asked for by name gets black.
    expect(resolveViolet({ color: `${BRAND}.1`, theme: violet, variant: 'filled' }).color).toBe('#000000');
  });
});
