import { z } from 'zod/v3';
import { EVENTS, type EventName } from './bus';

/**
 * The events' published JSON schemas (draft 2020-12 keywords), described from the zod shapes the
 * bus validates with. Only the zod types the events use are described; any other type throws, so
 * a new kind of field cannot slip past the published snapshot undescribed.
 */
export type JsonSchema = { [keyword: string]: unknown };

function describeString(schema: z.ZodString): JsonSchema {
  const out: JsonSchema = { type: 'string' };
  for (const check of schema._def.checks) {
    if (check.kind === 'min') out.minLength = check.value;
    else if (check.kind === 'max') out.maxLength = check.value;
    else if (check.kind === 'length') out.minLength = out.maxLength = check.value;
    else throw new Error(`string check "${check.kind}" is not described`);
  }
  return out;
}

function describeNumber(schema: z.ZodNumber): JsonSchema {
  const out: JsonSchema = { type: 'number' };
  for (const check of schema._def.checks) {
    if (check.kind === 'int') out.type = 'integer';
    else if (check.kind === 'finite')
      continue; // JSON numbers are always finite
    else if (check.kind === 'min') out[check.inclusive ? 'minimum' : 'exclusiveMinimum'] = check.value;
    else if (check.kind === 'max') out[check.inclusive ? 'maximum' : 'exclusiveMaximum'] = check.value;
    else throw new Error(`number check "${check.kind}" is not described`);
  }
  return out;
}

export function describeZod(schema: z.ZodTypeAny): JsonSchema {
  if (schema instanceof z.ZodString) return describeString(schema);
  if (schema instanceof z.ZodNumber) return describeNumber(schema);
  if (schema instanceof z.ZodBoolean) return { type: 'boolean' };
  if (schema instanceof z.ZodEnum) return { enum: [...(schema.options as string[])] };
  if (schema instanceof z.ZodLiteral) return { const: schema.value as unknown };
  if (schema instanceof z.ZodNullable) return { anyOf: [describeZod(schema.unwrap()), { type: 'null' }] };
  if (schema instanceof z.ZodArray) return { type: 'array', items: describeZod(schema.element) };
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodTypeAny>;
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [key, field] of Object.entries(shape)) {
      const optional = field instanceof z.ZodOptional;
      properties[key] = describeZod(optional ? field.unwrap() : field);
      if (!optional) required.push(key);
    }
    // 'strip' (the default): unknown keys are dropped, so readers tolerate additive fields.
    const unknownKeys = schema._def.unknownKeys as 'strip' | 'strict' | 'passthrough';
    return { type: 'object', properties, required, additionalProperties: unknownKeys !== 'strict' };
  }
  throw new Error(`zod type ${String((schema._def as { typeName?: string }).typeName)} is not described`);
}

/** Every event with its version and the JSON schema of its payload, in a stable order. */
export function publishedEventSchemas(): Record<EventName, { version: number; payload: JsonSchema }> {
  const names = (Object.keys(EVENTS) as EventName[]).sort();
  return Object.fromEntries(
    names.map((name) => [name, { version: EVENTS[name].version, payload: describeZod(EVENTS[name].schema) }]),
  ) as Record<EventName, { version: number; payload: JsonSchema }>;
}
