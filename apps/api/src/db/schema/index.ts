export * from './organizations.js';
export * from './users.js';
export * from './platform.js';
export * from './placements.js';
export * from './people.js';
export * from './time.js';
