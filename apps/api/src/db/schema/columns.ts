/** Column groups several modules' tables share: creation time, money, rates, a user reference, the employer key. */
import { numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const rate = (name: string) => numeric(name, { precision: 14, scale: 4 });
export const userRef = (name: string) => uuid(name).references(() => users.id);

/**
 * Who employs the worker: 'platform' for EOR work, else the self-employer partner's id. Overtime is
 * combined per person × employer × workweek, and each employer keeps its own pay calendar and holidays.
 */
export const employerKey = () => text('employer_key').notNull();
