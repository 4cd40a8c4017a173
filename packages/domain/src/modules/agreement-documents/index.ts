export * from './merge-fields.js';
export * from './transitions.js';
export * from './contracts.js';
