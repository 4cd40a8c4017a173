/**
 * Makes answers captured from the demo app fit to publish as OpenAPI examples (decision 0104): every id
 * becomes a fake UUID, the same one wherever the same id appears (an invoice's `client.id` still matches the
 * client's own example); secrets become placeholders and identity or bank numbers lose their digits, so no
 * example carries a real-looking tax id, bank number, password or token (a number a validator checks becomes
 * its documentation placeholder, a masked or partial one loses its digits); long lists keep two rows.
 */
import { exampleUuid, PLACEHOLDER_NUMBERS } from './openapi-examples.js';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Passwords, session and API tokens, webhook secrets and signatures: replaced whole. */
const SECRET_KEY = /(^|_)(password|token|secret|api_key|signature)$/i;
const SECRET_VALUE = /^(sk_|whsec_|eyJ|v1,)/;
/** Identity, tax and bank numbers, and their masked or last-four forms. */
const NUMBER_KEY =
  /^(ssn|sin|tax_id|fein|ein|itin|iban|account_number|routing_number|routing|transit_number|institution_number|document_number|foreign_passport_number|i94_number|uscis_number)$|(_last4|_masked)$/i;
const SECRET_PLACEHOLDER = 'EXAMPLE-NOT-A-REAL-SECRET';
/** Query parameters in captured links that carry a credential. */
const LINK_SECRET = /([?&](?:token|signature|sig|key)=)[^&"\s]+/gi;
const MAX_ROWS = 2;

export class Scrubber {
  private readonly ids = new Map<string, string>();

  /** The fake id standing for `id`, the same each time. */
  id(id: string): string {
    const key = id.toLowerCase();
    let fake = this.ids.get(key);
    if (!fake) {
      fake = exampleUuid(this.ids.size + 1);
      this.ids.set(key, fake);
    }
    return fake;
  }

  scrub(value: unknown, key = '', digitsOnly = false): unknown {
    if (Array.isArray(value)) return value.slice(0, MAX_ROWS).map((v) => this.scrub(v, key, digitsOnly));
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = this.scrub(v, k, digitsOnly || NUMBER_KEY.test(k));
      return out;
    }
    if (typeof value !== 'string') return value;
    if (SECRET_VALUE.test(value) || (SECRET_KEY.test(key) && value !== '')) return SECRET_PLACEHOLDER;
    if (digitsOnly || NUMBER_KEY.test(key)) return placeholderNumber(key, value);
    return value.replace(UUID, (id) => this.id(id)).replace(LINK_SECRET, '$1EXAMPLE');
  }
}

/** A whole number becomes its placeholder (an SSN-shaped tax id the SSN's, and so on); the rest lose their digits. */
function placeholderNumber(key: string, value: string): string {
  const whole = /^[\d -]+$/.test(value);
  const byShape = /^\d{2}-\d{7}$/.test(value)
    ? PLACEHOLDER_NUMBERS.ein
    : /^\d{3}-?\d{2}-?\d{4}$/.test(value)
      ? PLACEHOLDER_NUMBERS.ssn
      : undefined;
  // Only a tax id is told by its shape: a nine-digit routing number has the SSN's digits but not its meaning.
  const placeholder = whole ? (PLACEHOLDER_NUMBERS[key] ?? (/tax_id|tin$/.test(key) ? byShape : undefined)) : undefined;
  return placeholder ?? value.replace(/\d/g, '0');
}
