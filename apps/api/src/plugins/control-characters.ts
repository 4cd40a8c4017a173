/**
 * Control characters are refused once, for every route (decision 0027): before the route's own
 * schema runs, one hook walks the parsed body, query and params, and any string (or object key)
 * holding a C0 control character other than tab, line feed and carriage return, or DEL, is a 422
 * naming its path — never a NUL reaching Postgres (a 500) or an ESC reaching a log or an export.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars } from '@app/domain';
import { unprocessable } from '../lib/errors.js';

/** Enough to point at the fields; a body full of them need not be listed whole. */
const MAX_ISSUES = 20;

interface Step {
  value: unknown;
  key: string;
  parent: Step | null;
  /** An object's key (checked too); array indexes and the root's name are not user text. */
  isKey?: boolean;
}

const locOf = (step: Step): string[] => {
  const path: string[] = [];
  for (let s: Step | null = step; s; s = s.parent) path.push(s.key);
  return path.reverse();
};

/**
 * The paths (`['body', 'items', '0', 'note']`) of the strings in `value` holding a control
 * character. Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function controlCharacterPaths(context: string, value: unknown, max = MAX_ISSUES): string[][] {
  const found: string[][] = [];
  const stack: Step[] = [{ value, key: context, parent: null }];
  while (stack.length && found.length < max) {
    const step = stack.pop()!;
    const v = step.value;
    if (step.isKey && !hasNoControlChars(step.key)) found.push(locOf(step));
    if (typeof v === 'string') {
      if (!hasNoControlChars(v)) found.push(step.parent ? locOf(step) : [context, '__root__']);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i] as unknown, key: String(i), parent: step });
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        stack.push({ value: child, key, parent: step, isKey: true });
      }
    }
  }
  return found.slice(0, max);
}

/** Fastify's names for the parts, as its validation errors give them (the errors plugin's `loc`). */
const PARTS = [
  ['body', (r: FastifyRequest) => r.body],
  ['querystring', (r: FastifyRequest) => r.query],
  ['params', (r: FastifyRequest) => r.params],
] as const;

export const controlCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const paths = PARTS.flatMap(([context, part]) => controlCharacterPaths(context, part(request)));
    if (paths.length)
      throw unprocessable(paths.slice(0, MAX_ISSUES).map((loc) => ({ loc, msg: CONTROL_CHARS_MESSAGE })));
  });
});
