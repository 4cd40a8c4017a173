/** Time zone choices for work locations, and a first guess from the state or province. */
const PACIFIC = ['CA', 'WA', 'OR', 'NV'];
const MOUNTAIN = ['CO', 'UT', 'NM', 'MT', 'WY', 'ID'];
const CENTRAL = ['TX', 'IL', 'MN', 'WI', 'IA', 'MO', 'AR', 'LA', 'MS', 'AL', 'OK', 'KS', 'NE', 'SD', 'ND', 'TN'];
const US_ZONE: Record<string, string> = {
  ...Object.fromEntries(PACIFIC.map((s) => [s, 'America/Los_Angeles'])),
  ...Object.fromEntries(MOUNTAIN.map((s) => [s, 'America/Denver'])),
  ...Object.fromEntries(CENTRAL.map((s) => [s, 'America/Chicago'])),
  AZ: 'America/Phoenix',
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
  PR: 'America/Puerto_Rico',
};
const CA_ZONE: Record<string, string> = {
  ON: 'America/Toronto',
  QC: 'America/Toronto',
  BC: 'America/Vancouver',
  AB: 'America/Edmonton',
  MB: 'America/Winnipeg',
  SK: 'America/Regina',
  NS: 'America/Halifax',
  NB: 'America/Halifax',
  PE: 'America/Halifax',
  NL: 'America/St_Johns',
  YT: 'America/Whitehorse',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
};

/** The zone most of the region keeps (a guess the user can change: some states span two). */
export function zoneForRegion(country: 'US' | 'CA', region: string): string | null {
  if (!region) return null;
  if (country === 'CA') return CA_ZONE[region] ?? null;
  return US_ZONE[region] ?? 'America/New_York';
}

/** Every IANA zone the browser knows, the Americas first. */
export function timeZoneOptions(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const americas = all.filter((z) => z.startsWith('America/') || z.startsWith('Pacific/Honolulu'));
  return [...americas, ...all.filter((z) => !americas.includes(z)), 'UTC'];
}
