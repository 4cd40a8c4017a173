export * from './period.js';
export * from './lines.js';
export * from './plan.js';
export * from './allocation.js';
export * from './sales-tax.js';
export * from './credit.js';
