import { createTheme, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';

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
