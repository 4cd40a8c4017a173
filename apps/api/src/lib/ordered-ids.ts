/**
 * Time-ordered UUIDs (version 7: the Unix milliseconds first, RFC 9562) for rows written by the tens of
 * thousands in one statement: each id is greater than the one before in this process, so a btree whose
 * key starts with it (an invoice line's links, keyed by line then item) grows at its right edge instead
 * of splitting pages all over the index.
 */
import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

export function orderedUuid(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else {
    // The same millisecond (or a clock step back): keep counting on the last one, so ids still increase.
    sequence += 1;
    if (sequence >= 2 ** 32) {
      lastMs += 1;
      sequence = 0;
    }
  }
  const ms = lastMs.toString(16).padStart(12, '0');
  // After the time: version 7 and the sequence's high 12 bits; variant 10, its low 20 bits, 42 random bits.
  const randA = (sequence >>> 20).toString(16).padStart(3, '0');
  const random42 = BigInt(`0x${randomBytes(6).toString('hex')}`) & ((1n << 42n) - 1n);
  const randB = ((2n << 62n) | (BigInt(sequence & 0xfffff) << 42n) | random42).toString(16).padStart(16, '0');
  return `${ms.slice(0, 8)}-${ms.slice(8)}-7${randA}-${randB.slice(0, 4)}-${randB.slice(4)}`;
}
