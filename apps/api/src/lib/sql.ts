/** A `%term%` pattern for ILIKE with the user's own % _ and \ matched literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
