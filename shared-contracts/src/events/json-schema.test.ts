import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod/v3';
import { CONTRACTS_VERSION } from '../federation/contracts-version';
import { describeZod, publishedEventSchemas } from './json-schema';

/**
 * The events' payload schemas are published: remotes built against any release of the major read them. The committed
 * file events.schema.json holds them; any difference fails here (not a Jest snapshot, which `-u`
 * would rewrite without anyone deciding).
 */
const FILE = join(__dirname, 'events.schema.json');
const published = JSON.parse(readFileSync(FILE, 'utf8')) as { contractsMajor: number; events: unknown };

const HOW_TO_CHANGE = `The event payload schemas differ from shared-contracts/src/events/events.schema.json.
- A breaking change (a field removed, renamed, retyped, narrowed or made required, an event removed)
  needs a new contracts MAJOR version: bump shared-contracts/package.json and CONTRACTS_VERSION, then
  rewrite the file (with its contractsMajor) for the new major. Remotes on the old major are refused.
- An additive change (a new optional field, a new event, a looser limit) keeps the major: bump the
  minor and update the file deliberately with the schemas below, so reviewers see the change.
Current schemas:
`;

it('the events keep the published payload schemas (events.schema.json)', () => {
  const current = publishedEventSchemas();
  if (JSON.stringify(current) !== JSON.stringify(published.events)) {
    throw new Error(HOW_TO_CHANGE + JSON.stringify({ contractsMajor: published.contractsMajor, events: current }, null, 2));
  }
});

it('the published file belongs to the current contracts major', () => {
  expect(published.contractsMajor).toBe(Number(CONTRACTS_VERSION.split('.')[0]));
});

describe('describeZod', () => {
  it('describes strings, numbers, enums, nullables, optionals and objects as JSON Schema', () => {
    const schema = z.object({
      id: z.string().min(1).max(64),
      quantity: z.number().int().min(1).max(99),
      total: z.number().finite().nonnegative(),
      ratio: z.number().gt(0).lt(1),
      kind: z.enum(['a', 'b']),
      note: z.string().nullable(),
      tags: z.array(z.string()).optional(),
      on: z.boolean(),
      fixed: z.literal('x'),
    });
    expect(describeZod(schema)).toEqual({
      type: 'object',
      properties: {
        id: { type: 'string', minLength: 1, maxLength: 64 },
        quantity: { type: 'integer', minimum: 1, maximum: 99 },
        total: { type: 'number', minimum: 0 },
        ratio: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
        kind: { enum: ['a', 'b'] },
        note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        tags: { type: 'array', items: { type: 'string' } },
        on: { type: 'boolean' },
        fixed: { const: 'x' },
      },
      required: ['id', 'quantity', 'total', 'ratio', 'kind', 'note', 'on', 'fixed'],
      additionalProperties: true,
    });
  });

  it('says whether unknown keys are refused (strict) or tolerated (strip)', () => {
    expect(describeZod(z.object({}).strict())).toMatchObject({ additionalProperties: false });
    expect(describeZod(z.object({}))).toMatchObject({ additionalProperties: true });
  });

  it('sees an additive and a breaking change alike as a difference', () => {
    const base = z.object({ a: z.string() });
    expect(describeZod(base.extend({ b: z.string().optional() }))).not.toEqual(describeZod(base));
    expect(describeZod(z.object({ a: z.string().max(10) }))).not.toEqual(describeZod(base));
  });

  it('throws for a zod type or check it does not describe, rather than leaving it out', () => {
    expect(() => describeZod(z.union([z.string(), z.number()]))).toThrow('ZodUnion is not described');
    expect(() => describeZod(z.string().email())).toThrow('string check "email"');
    expect(() => describeZod(z.number().multipleOf(5))).toThrow('number check "multipleOf"');
  });
});
