/**
 * Pure pay/bill calculations (overtime, gross-to-net, invoice totals, allocation). The time and
 * billing issues fill this package; the foundation ships the exact-money primitives they share.
 */
export { roundHalfUp, money, sumMoney } from './money.js';
export * from './pricing.js';
export * from './burden.js';
export * from './effective.js';
export * from './overtime/types.js';
export * from './overtime/zoned.js';
export * from './pto.js';
export * from './overtime/classify.js';
export * from './margin.js';
export * from './billing/index.js';
export * from './payroll/index.js';
export * from './ach/nacha.js';
export * from './ach/ccd-payouts.js';
export * from './ach/returns.js';
export * from './cpa005/cpa005.js';
export * from './cpa005/cpa005-reader.js';
export * from './ach/split-deposits.js';
export * from './distributions/index.js';
export * from './year-end/index.js';
