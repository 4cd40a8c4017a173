/** Contracts of the "placements" area (issue 3): zod schemas and answer shapes shared by the API and the web. */
export * from './placement-assignments.js';
export * from './placement-rates.js';
