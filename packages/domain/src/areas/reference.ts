/** Contracts of the "reference" area: zod schemas and answer shapes shared by the API and the web. */
export * from './reference/common.js';
export * from './reference/access.js';
export * from './reference/work-locations.js';
export * from './reference/departments.js';
export * from './reference/jobs.js';
export * from './reference/end-clients.js';
export * from './reference/workers-comp-codes.js';
export * from './reference/worker-classifications.js';
