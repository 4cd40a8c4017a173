/**
 * Names for bank files: the NACHA and CPA-005 formats carry printable ASCII only, while a worker's or an
 * employer's name may be "Émilie Tremblay" or "Jürgen Weiß". Letters lose their accents (NFD, marks
 * dropped), a few letters with no decomposition are spelled out, and anything else becomes a space — so a
 * name never stops a run's file, and the entry still reads as the person's name. ASCII control characters
 * are left as they are, for the writers to refuse: they are not a name.
 */
const SPELLED: Record<string, string> = {
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ø: 'O',
  ø: 'o',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Þ: 'TH',
  þ: 'th',
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
};

export function asciiName(value: string): string {
  return [...value.normalize('NFD').replace(/\p{M}/gu, '')]
    .map((c) => SPELLED[c] ?? (c.charCodeAt(0) <= 0x7e ? c : ' '))
    .join('')
    .replace(/ {2,}/g, ' ');
}
