import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_ACTIONS,
  AGREEMENT_STATUSES,
  agreementTransition,
  isAgreementComplete,
  type AgreementAction,
  type AgreementStatus,
} from './transitions.js';

/** The whole table: status × countersignature × action → the next status, or '-' for a refusal. */
const TABLE: Record<string, Record<AgreementAction, AgreementStatus | '-'>> = {
  'draft/no': { send: 'sent', sign: '-', countersign: '-', void: 'void' },
  'draft/yes': { send: 'sent', sign: '-', countersign: '-', void: 'void' },
  'sent/no': { send: '-', sign: 'signed', countersign: '-', void: 'void' },
  'sent/yes': { send: '-', sign: 'signed', countersign: '-', void: 'void' },
  'signed/no': { send: '-', sign: '-', countersign: '-', void: '-' },
  'signed/yes': { send: '-', sign: '-', countersign: 'countersigned', void: 'void' },
  'countersigned/yes': { send: '-', sign: '-', countersign: '-', void: '-' },
  'void/no': { send: '-', sign: '-', countersign: '-', void: '-' },
  'void/yes': { send: '-', sign: '-', countersign: '-', void: '-' },
};

describe('agreement transitions', () => {
  for (const [key, row] of Object.entries(TABLE)) {
    const [status, cs] = key.split('/') as [AgreementStatus, string];
    for (const action of AGREEMENT_ACTIONS) {
      it(`${key} ${action} → ${row[action]}`, () => {
        const d = agreementTransition({ status, requiresCountersignature: cs === 'yes' }, action);
        if (row[action] === '-') expect(d.ok).toBe(false);
        else expect(d).toEqual({ ok: true, status: row[action] });
      });
    }
  }

  it('covers every status', () => {
    expect(new Set(Object.keys(TABLE).map((k) => k.split('/')[0]))).toEqual(new Set(AGREEMENT_STATUSES));
  });

  it('says why: a completed agreement is not voided, an agreement without countersignature is not countersigned', () => {
    expect(agreementTransition({ status: 'signed', requiresCountersignature: false }, 'void')).toEqual({
      ok: false,
      message: 'A fully signed agreement cannot be voided: issue a new one instead',
    });
    expect(agreementTransition({ status: 'sent', requiresCountersignature: false }, 'countersign')).toEqual({
      ok: false,
      message: 'This agreement needs no countersignature',
    });
    expect(isAgreementComplete({ status: 'signed', requiresCountersignature: true })).toBe(false);
    expect(isAgreementComplete({ status: 'countersigned', requiresCountersignature: true })).toBe(true);
  });
});
