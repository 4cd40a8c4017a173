/**
 * What the logger must never print. Request lines carry no bodies or query strings (the access log
 * plugin writes method, path and status only); these paths cover anything that logs a request, a
 * body or an error object with the fields that can carry a tax id or a one-time code.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-verification-code"]',
  'req.body.tax_id',
  'body.tax_id',
  '*.tax_id',
  '*.*.tax_id',
  // An employer's FEIN and state unemployment account numbers (company taxes).
  'req.body.fein',
  '*.fein',
  '*.*.fein',
  'req.body.account_number',
  '*.account_number',
  '*.*.account_number',
  // A payroll bank account's routing number is kept encrypted too (decision 0051).
  'req.body.routing_number',
  '*.routing_number',
  '*.*.routing_number',
  // A Canadian account's institution and transit numbers (split deposits, decision 0051).
  'req.body.institution_number',
  '*.institution_number',
  '*.*.institution_number',
  'req.body.transit_number',
  '*.transit_number',
  '*.*.transit_number',
  // A payout account decrypted for a payout file (defaultPayoutAccountOf, decision 0060), should it be logged.
  '*.accountNumber',
  '*.*.accountNumber',
  '*.password',
  '*.new_password',
  '*.current_password',
  // One-time link tokens (easy approve's arrives in a query string and a body).
  'req.query.token',
  'req.body.token',
  '*.token',
];
