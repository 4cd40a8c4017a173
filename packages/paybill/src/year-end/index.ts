export * from './types.js';
export * from './forms.js';
export * from './quarterly.js';
export * from './efw2.js';
