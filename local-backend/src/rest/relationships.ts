import { RestError } from './errors';
import type { ForeignKey, SchemaCache, Table } from './schema-cache';

/**
 * A relationship PostgREST would embed through, found from foreign keys:
 * many-to-one (the key is on the embedding table), one-to-many (the key is on
 * the embedded table; one-to-one when its columns are unique there) and
 * many-to-many through a junction table whose primary key holds both keys.
 */
export type Relationship =
  | { kind: 'm2o'; target: Table; key: ForeignKey }
  | { kind: 'o2m'; target: Table; key: ForeignKey; oneToOne: boolean }
  | { kind: 'm2m'; target: Table; junction: Table; sourceKey: ForeignKey; targetKey: ForeignKey };

export function isToOne(rel: Relationship): boolean {
  return rel.kind === 'm2o' || (rel.kind === 'o2m' && rel.oneToOne);
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((c) => b.includes(c));

function oneToMany(cache: SchemaCache, key: ForeignKey): Relationship | null {
  const target = cache.tables.get(key.table);
  if (!target) return null;
  return { kind: 'o2m', target, key, oneToOne: target.uniqueKeys.some((unique) => sameSet(unique, key.columns)) };
}

function manyToOne(cache: SchemaCache, key: ForeignKey): Relationship | null {
  const target = cache.tables.get(key.foreignTable);
  return target ? { kind: 'm2o', target, key } : null;
}

function manyToMany(cache: SchemaCache, from: Table, target: Table): Relationship[] {
  const found: Relationship[] = [];
  for (const junction of cache.tables.values()) {
    if (junction.name === from.name || junction.name === target.name) continue;
    const inKey = (key: ForeignKey) => key.columns.every((c) => junction.primaryKey.includes(c));
    const keys = cache.foreignKeys.filter((key) => key.table === junction.name && inKey(key));
    for (const sourceKey of keys.filter((key) => key.foreignTable === from.name)) {
      for (const targetKey of keys.filter((key) => key.foreignTable === target.name && key !== sourceKey)) {
        found.push({ kind: 'm2m', target, junction, sourceKey, targetKey });
      }
    }
  }
  return found;
}

function hintMatches(rel: Relationship, hint: string): boolean {
  if (rel.kind === 'm2m') return rel.junction.name === hint || rel.sourceKey.name === hint || rel.targetKey.name === hint;
  return rel.key.name === hint || (rel.key.columns.length === 1 && rel.key.columns[0] === hint);
}

function keyName(rel: Relationship): string {
  return rel.kind === 'm2m' ? rel.junction.name : rel.key.name;
}

/** Resolves `relation[!hint]` embedded from `from`, with PostgREST's errors when none or several match. */
export function findRelationship(cache: SchemaCache, from: Table, relation: string, hint: string | undefined): Relationship {
  const notFound = () =>
    new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${from.name}' and '${relation}' in the schema cache`,
      `Searched for a foreign key relationship between '${from.name}' and '${relation}'${hint ? ` using the hint '${hint}'` : ''} in the schema 'public', but no matches were found.`,
    );
  let found: (Relationship | null)[];
  let candidates: Relationship[];
  const target = cache.tables.get(relation);
  if (target) {
    const outgoing = cache.foreignKeys.filter((key) => key.table === from.name && key.foreignTable === target.name);
    const incoming = cache.foreignKeys.filter((key) => key.table === target.name && key.foreignTable === from.name);
    if (target.name === from.name && hint) {
      // Self-reference with a hint: the hint picks the children (one-to-many); the parent is embedded by its column name.
      found = incoming.map((key) => oneToMany(cache, key));
    } else {
      found = [...outgoing.map((key) => manyToOne(cache, key)), ...incoming.map((key) => oneToMany(cache, key))];
    }
    candidates = [...found.filter((c): c is Relationship => c !== null), ...manyToMany(cache, from, target)];
    if (hint) candidates = candidates.filter((c) => hintMatches(c, hint));
  } else {
    // Embedding by a foreign key's column (many-to-one) or its constraint name (either direction).
    const byColumn = cache.foreignKeys.filter((key) => key.table === from.name && key.columns.length === 1 && key.columns[0] === relation);
    const byName = cache.foreignKeys.filter((key) => key.name === relation && (key.table === from.name || key.foreignTable === from.name));
    candidates = [
      ...byColumn.map((key) => manyToOne(cache, key)),
      ...byName.map((key) => (key.table === from.name ? manyToOne(cache, key) : oneToMany(cache, key))),
    ].filter((c): c is Relationship => c !== null && (!hint || c.target.name === hint || hintMatches(c, hint)));
  }
  if (candidates.length === 0) throw notFound();
  if (candidates.length > 1) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${from.name}' and '${relation}'`,
      candidates.map(keyName).join(', '),
      `Try changing '${relation}' to one of the following: ${candidates.map((c) => `'${relation}!${keyName(c)}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  return candidates[0]!;
}
