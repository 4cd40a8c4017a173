import { formatHours } from './data-list/format';

/**
 * 480 → "8.00 h", −90 → "-1.50 h": two places, as the timesheets and the ledger show hours. On its own so a
 * page that only shows hours (the dashboard's PTO balances) does not load `@app/domain`'s labels and schemas.
 */
export const hoursText = (minutes: number) => `${formatHours(minutes)} h`;
