import {
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  mergeThemeOverrides,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import { BLACK, BRAND_SHADE, brandShades, mix, readableAmong, textOn, WHITE } from './brand-color';

/** The name of a partner's brand colour in the theme (decision 0086). */
export const BRAND = 'brand';

/**
 * Darker primary shades than Mantine's default 6 keep white text on filled buttons and link
 * text above the WCAG AA 4.5:1 contrast ratio (axe runs on every key page).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Every modal's close (×) button and every clearable file input's clear (×) button gets a name (axe
  // button-name). Plain objects, not Modal.extend, so the theme does not pull those components into the
  // initial bundle.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    FileInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Remove the file' } } },
  },
});

/**
 * Coloured text that keeps 4.5:1 (WCAG AA) where Mantine's defaults do not: `c="red"` text (a
 * rejection reason: red 8 on a striped row was 4.28:1) and the text of `variant="light"` badges and
 * alerts (a pending badge: yellow 9 on yellow 1 was 2.68:1).
 *
 * Light: the colour's text (`c="red"`) on the page, striped, hovered and selected rows and the
 * colour's own light background; the light variant's text (on the colour's 1) uses the same value.
 * Dark: the colour's text on the dark page, striped, hovered and selected rows. Colours not listed
 * already pass with Mantine's values; theme.test.ts computes every ratio. A light-variant button's hover
 * background is the colour's 1 too (Mantine's was its 2: blue text on it was 4.01:1), so its text keeps
 * 4.5:1 under the pointer.
 */
export const READABLE_TEXT: { light: Record<string, string>; dark: Record<string, string> } = {
  light: {
    red: '#bf2828',
    pink: '#a61e4d',
    grape: '#862e9c',
    violet: '#6741d9',
    indigo: '#364fc7',
    blue: '#1864ab',
    cyan: '#0a6c7e',
    teal: '#077252',
    green: '#257535',
    lime: '#456f0a',
    yellow: '#964d00',
    orange: '#ae3a0c',
  },
  dark: {
    grape: '#e599f7',
    violet: '#b197fc',
    indigo: '#91a7ff',
  },
};

const textVariables = (colours: Record<string, string>, lightVariant: boolean) =>
  Object.fromEntries(
    Object.entries(colours).flatMap(([name, value]) => [
      [`--mantine-color-${name}-text`, value],
      ...(lightVariant
        ? [
            [`--mantine-color-${name}-light-color`, value],
            [`--mantine-color-${name}-light-hover`, DEFAULT_THEME.colors[name]?.[1] ?? value],
          ]
        : []),
    ]),
  );

/** Mantine's colour variables with READABLE_TEXT in place (passed to MantineProvider). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: textVariables(READABLE_TEXT.light, true),
  dark: textVariables(READABLE_TEXT.dark, false),
});

/** The light scheme's page, striped and hovered rows; the dark scheme's. */
const LIGHT_PAGE = ['#ffffff', DEFAULT_THEME.colors.gray[0], DEFAULT_THEME.colors.gray[1]];
const DARK_PAGE = [DEFAULT_THEME.colors.dark[7], DEFAULT_THEME.colors.dark[6], DEFAULT_THEME.colors.dark[5]];

/** What a partner's brand colour paints, each text colour checked against what it sits on. */
export function brandPalette(color: string) {
  const shades = brandShades(color);
  const filled = shades[BRAND_SHADE];
  const onFilled = textOn(filled);
  const darkLight = mix(filled, BLACK, 0.75);
  const darkLightHover = mix(filled, BLACK, 0.65);
  return {
    shades,
    /** Text on the filled colour (buttons, badges, the active page): black or white, whichever contrasts more. */
    onFilled,
    /** Under the pointer the fill moves away from its text: darker under white text, lighter under black. */
    filledHover: onFilled === WHITE ? shades[BRAND_SHADE + 1]! : shades[BRAND_SHADE - 1]!,
    /** Links and coloured text in light mode, on the page, rows and the light variant's background. */
    lightText: readableAmong(shades.slice(BRAND_SHADE), [...LIGHT_PAGE, shades[1], shades[2]], BLACK),
    /** Links and coloured text in dark mode (Mantine's is the colour's 4). */
    darkText: readableAmong(shades.slice(0, 5).reverse(), DARK_PAGE, WHITE),
    /**
     * The light variant's background in dark mode and under the pointer: the colour darkened (Mantine
     * darkens its 9, which for a very light brand stays a mid grey no text reads on), and its text.
     */
    darkLight,
    darkLightHover,
    darkLightColor: readableAmong([shades[0]], [darkLight, darkLightHover], WHITE),
  };
}

/** Filled surfaces of the brand colour (or one of its shades) get the text colour that reads on them. */
const brandVariantResolver =
  (palette: ReturnType<typeof brandPalette>): VariantColorsResolver =>
  (input) => {
    const color = input.color || input.theme.primaryColor;
    const colours = defaultVariantColorsResolver({ ...input, color });
    if (input.variant !== 'filled') return colours;
    const parsed = parseThemeColor({ color, theme: input.theme });
    if (parsed.color !== BRAND) return colours;
    const shade = parsed.shade ?? BRAND_SHADE;
    return {
      ...colours,
      color: textOn(palette.shades[shade]!),
      ...(parsed.shade === undefined && { hover: palette.filledHover }),
    };
  };

/** The theme on a partner's subdomain: its brand colour as the primary colour; the platform's otherwise. */
export function themeFor(color: string | null | undefined): MantineThemeOverride {
  if (!color) return theme;
  const palette = brandPalette(color);
  return mergeThemeOverrides(theme, {
    colors: { [BRAND]: palette.shades },
    primaryColor: BRAND,
    variantColorResolver: brandVariantResolver(palette),
    // Components that colour their own active item (the current page, tab, step, chip) pick black or white
    // text by the same WCAG rule (Mantine's luminance threshold 0.179 is where the two contrasts meet).
    components: Object.fromEntries(
      ['Pagination', 'Tabs', 'Stepper', 'SegmentedControl', 'Chip', 'Checkbox'].map((c) => [
        c,
        { defaultProps: { autoContrast: true } },
      ]),
    ),
  });
}

/** The platform's colour variables, and with a brand colour its readable text and contrast variables. */
export function cssVariablesResolverFor(color: string | null | undefined): CSSVariablesResolver {
  if (!color) return cssVariablesResolver;
  const palette = brandPalette(color);
  return (t) => {
    const base = cssVariablesResolver(t);
    return {
      variables: { ...base.variables, '--mantine-primary-color-contrast': palette.onFilled },
      light: {
        ...base.light,
        '--mantine-color-anchor': palette.lightText,
        [`--mantine-color-${BRAND}-text`]: palette.lightText,
        [`--mantine-color-${BRAND}-light-color`]: palette.lightText,
        [`--mantine-color-${BRAND}-filled-hover`]: palette.filledHover,
        '--mantine-primary-color-contrast': palette.onFilled,
      },
      dark: {
        ...base.dark,
        '--mantine-color-anchor': palette.darkText,
        [`--mantine-color-${BRAND}-text`]: palette.darkText,
        [`--mantine-color-${BRAND}-light`]: palette.darkLight,
        [`--mantine-color-${BRAND}-light-hover`]: palette.darkLightHover,
        [`--mantine-color-${BRAND}-light-color`]: palette.darkLightColor,
        [`--mantine-color-${BRAND}-filled-hover`]: palette.filledHover,
        '--mantine-primary-color-contrast': palette.onFilled,
      },
    };
  };
}
