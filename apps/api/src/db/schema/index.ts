export * from './organizations.js';
export * from './users.js';
export * from './platform.js';
