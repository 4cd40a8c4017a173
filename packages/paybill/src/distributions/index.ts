export * from './distribution.js';
export * from './commission.js';
export * from './apportion.js';
