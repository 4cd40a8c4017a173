/** Contracts of the "partners" area: zod schemas and answer shapes shared by the API and the web. */
export * from './partner-contracts.js';
export * from './sales-partner-contracts.js';
export * from './image-contracts.js';
export * from './org-agreement-contracts.js';
