/** Contracts of the "people" area: zod schemas and answer shapes shared by the API and the web. */
export * from './contractor-contracts.js';
export * from './corp-to-corp-contracts.js';
