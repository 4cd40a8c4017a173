/**
 * Pure pay/bill calculations (overtime, gross-to-net, invoice totals, allocation). The time and
 * billing issues fill this package; the foundation ships the exact-money primitives they share.
 */
export { roundHalfUp, money, sumMoney } from './money.js';
