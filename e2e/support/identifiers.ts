/** Identifiers valid in form and unique per run, so reruns against a kept data folder never collide. */

/** A valid SSN unique to this run (area 200–699 minus 666, group 10–98, serial 1000–9998). */
export function ssnFor(stamp: number) {
  let area = 200 + (stamp % 500);
  if (area === 666) area = 667;
  const group = 10 + (Math.floor(stamp / 500) % 89);
  const serial = 1000 + (Math.floor(stamp / 44_500) % 8999);
  return `${area}-${group}-${serial}`;
}
