/** Contracts of the "placements" area: zod schemas and answer shapes shared by the API and the web. */
export * from './placement-assignments.js';
export * from './placement-rates.js';
