/**
 * Reading a CPA-005 credit file back (decision 0068): an independent reader, written from the standard's
 * positions (1-based, inclusive) rather than from the writer's field list — it cuts each record at fixed
 * offsets, so a field the writer puts one place off reads wrong here. The writer's tests and the API's
 * payout tests read the files they write with it. A record of another length is refused (RangeError).
 */

const at = (r: string, from: number, to: number) => r.slice(from - 1, to);

export interface Cpa005ReadSegment {
  blank: boolean;
  [field: string]: string | boolean;
}

export interface Cpa005ReadRecord {
  type: string;
  count: string;
  originator: string;
  creation: string;
  [field: string]: string | Cpa005ReadSegment[];
}

/** A C record's six 240-character payment segments, each cut into its fields. */
export const segmentsOf = (r: Cpa005ReadRecord) => r.segments as Cpa005ReadSegment[];

function segment(s: string): Cpa005ReadSegment {
  return {
    blank: s.trim() === '',
    type: at(s, 1, 3),
    amount: at(s, 4, 13),
    due: at(s, 14, 19),
    institution: at(s, 20, 28),
    account: at(s, 29, 40),
    trace: at(s, 41, 62),
    storedType: at(s, 63, 65),
    shortName: at(s, 66, 80),
    payee: at(s, 81, 110),
    longName: at(s, 111, 140),
    userId: at(s, 141, 150),
    crossReference: at(s, 151, 169),
    returnInstitution: at(s, 170, 178),
    returnAccount: at(s, 179, 190),
    sundry: at(s, 191, 205),
    filler: at(s, 206, 227),
    settlement: at(s, 228, 229),
    invalidDataElement: at(s, 230, 240),
  };
}

/** The file's records, each 1,464 characters followed by CR LF. */
export function readCpa005File(text: string): Cpa005ReadRecord[] {
  const records = text.split('\r\n');
  if (records.pop() !== '') throw new RangeError('A CPA-005 file ends with CR LF after its last record');
  return records.map((r, i) => {
    if (r.length !== 1464) throw new RangeError(`Record ${i + 1} is ${r.length} characters, not 1,464`);
    const common = { type: at(r, 1, 1), count: at(r, 2, 10), originator: at(r, 11, 20), creation: at(r, 21, 24) };
    if (common.type === 'A') {
      return {
        ...common,
        created: at(r, 25, 30),
        centre: at(r, 31, 35),
        currency: at(r, 56, 58),
        rest: at(r, 59, 1464),
      };
    }
    if (common.type === 'Z') {
      return {
        ...common,
        debitTotal: at(r, 25, 38),
        debitCount: at(r, 39, 46),
        creditTotal: at(r, 47, 60),
        creditCount: at(r, 61, 68),
        rest: at(r, 69, 1464),
      };
    }
    const segments = [0, 1, 2, 3, 4, 5].map((k) => segment(at(r, 25 + k * 240, 24 + (k + 1) * 240)));
    return { ...common, segments };
  });
}
