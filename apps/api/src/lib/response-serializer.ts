/**
 * The answer's serializer. Every response schema strips the fields it does not name, so an answer can
 * never carry a field by accident. In tests the same serializer is strict: a field the handler produced
 * and the schema dropped fails the request (500, with the field's path in the error), so a response
 * schema that forgot a field the screens use is found by the tests, not by a user.
 */
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The paths present in `sent` (the handler's value, as JSON) and missing from `kept` (what the schema let through). */
export function droppedPaths(sent: Json, kept: Json, path = ''): string[] {
  if (Array.isArray(sent)) {
    if (!Array.isArray(kept)) return [];
    return sent.flatMap((item, i) => droppedPaths(item, kept[i] ?? null, `${path}[${i}]`));
  }
  if (sent === null || typeof sent !== 'object') return [];
  if (kept === null || typeof kept !== 'object' || Array.isArray(kept)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    // A key the handler set to undefined is not in the JSON either; JSON.parse already dropped it.
    if (!(key in kept)) return [at];
    return droppedPaths(value, kept[key] ?? null, at);
  });
}

class UndeclaredResponseFieldError extends Error {
  constructor(method: string, url: string, paths: string[]) {
    super(`${method} ${url} answered fields its response schema does not declare: ${paths.slice(0, 10).join(', ')}`);
    this.name = 'UndeclaredResponseFieldError';
  }
}

export function responseSerializer(options: { strict: boolean }): FastifySerializerCompiler<unknown> {
  const compile = serializerCompiler as unknown as FastifySerializerCompiler<unknown>;
  if (!options.strict) return compile;
  return (route) => {
    const serialize = compile(route);
    return (data) => {
      const text = serialize(data);
      const dropped = droppedPaths(JSON.parse(JSON.stringify(data)) as Json, JSON.parse(text) as Json);
      if (dropped.length) throw new UndeclaredResponseFieldError(route.method, route.url, dropped);
      return text;
    };
  };
}
