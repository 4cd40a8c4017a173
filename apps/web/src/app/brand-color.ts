/**
 * A partner's brand colour (#rrggbb) as a Mantine palette: ten shades with the colour itself at 6,
 * and the text colours that stay readable on it and in it (WCAG 2 contrast, AA 4.5:1). Pure: no
 * Mantine, no DOM (decision 0086).
 */

export type Shades = [string, string, string, string, string, string, string, string, string, string];

/**
 * Where the brand colour itself sits: the platform theme's primary shade (theme.ts), the shade
 * Mantine fills with. Staying at 8 keeps every other colour's filled shade (and its white text) as
 * the platform has it.
 */
export const BRAND_SHADE = 8;

/** WCAG AA for normal text. */
export const AA = 4.5;

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

function rgbOf(hex: string): [number, number, number] {
  const m = HEX.exec(hex);
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}

const hexOf = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `amount` (0–1) of the way from `hex` to `toward` (sRGB). */
export function mix(hex: string, toward: string, amount: number): string {
  const a = rgbOf(hex);
  const b = rgbOf(toward);
  return hexOf(a.map((c, i) => c + (b[i]! - c) * amount));
}

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const WHITE = '#ffffff';
export const BLACK = '#000000';

/**
 * Black or white text on a background: whichever contrasts more. One of the two always reaches
 * 4.58:1 (they tie at a luminance of 0.179), so text on any brand colour keeps AA.
 */
export function textOn(background: string): typeof BLACK | typeof WHITE {
  return contrastRatio(BLACK, background) > contrastRatio(WHITE, background) ? BLACK : WHITE;
}

/** Lighter shades 0–7 (mixed with white) and a darker 9 (mixed with black) around the colour at 8. */
const TOWARD_WHITE = [0.94, 0.86, 0.75, 0.62, 0.48, 0.34, 0.21, 0.1];
const TOWARD_BLACK = [0.25];

/** Ten shades, lightest first, with the brand colour itself (in lower case) at BRAND_SHADE. */
export function brandShades(color: string): Shades {
  const base = hexOf(rgbOf(color));
  return [
    ...TOWARD_WHITE.map((a) => mix(base, WHITE, a)),
    base,
    ...TOWARD_BLACK.map((a) => mix(base, BLACK, a)),
  ] as Shades;
}

/**
 * The first of `candidates` that keeps AA on every background, else the last one moved toward
 * black or white (`toward` first) in small steps until it does; failing both, black or white,
 * whichever reads better on the worst background.
 */
export function readableAmong(candidates: string[], backgrounds: string[], toward: typeof BLACK | typeof WHITE) {
  const worst = (c: string) => Math.min(...backgrounds.map((bg) => contrastRatio(c, bg)));
  const found = candidates.find((c) => worst(c) >= AA);
  if (found) return found;
  const last = candidates[candidates.length - 1]!;
  for (const end of [toward, toward === BLACK ? WHITE : BLACK]) {
    for (let step = 1; step <= 20; step++) {
      const c = mix(last, end, step / 20);
      if (worst(c) >= AA) return c;
    }
  }
  return worst(BLACK) >= worst(WHITE) ? BLACK : WHITE;
}
