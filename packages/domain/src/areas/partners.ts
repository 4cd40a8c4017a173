/** Contracts of the "partners" area (issue 3): zod schemas and answer shapes shared by the API and the web. */
export {};
