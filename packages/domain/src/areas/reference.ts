/** Contracts of the "reference" area (issue 3): zod schemas and answer shapes shared by the API and the web. */
export {};
