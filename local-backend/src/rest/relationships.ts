import { RestError } from './errors';
import { fuzzyMatches, closestMatch } from './fuzzy';
import type { ForeignKey, SchemaCache, Table } from './schema';

/**
 * A relationship PostgREST 12 would embed through (src/PostgREST/SchemaCache.hs), seen from the
 * embedding table: many-to-one (the key is on the embedding table), one-to-many (the key is on the
 * embedded table), either of them one-to-one when the key's columns are unique on its table, and
 * many-to-many through a junction table whose primary key holds the columns of two keys.
 */
export type Relationship =
  | { kind: 'm2o' | 'o2m'; origin: Table; target: Table; key: ForeignKey; oneToOne: boolean }
  | { kind: 'm2m'; origin: Table; target: Table; junction: Table; sourceKey: ForeignKey; targetKey: ForeignKey };

export function isToOne(rel: Relationship): boolean {
  return rel.kind === 'm2o' || (rel.kind === 'o2m' && rel.oneToOne);
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((c) => b.includes(c));
const isUnique = (table: Table, columns: string[]) => table.uniqueKeys.some((unique) => sameSet(unique, columns));
const isSelf = (rel: Relationship) => rel.origin.name === rel.target.name;

const byName = (a: ForeignKey, b: ForeignKey) => a.table.localeCompare(b.table) || a.name.localeCompare(b.name);

/**
 * Every relationship of `origin`, in PostgREST's order: many-to-one by constraint, then
 * many-to-many, then the inverse (one-to-many) ones.
 */
function relationshipsOf(cache: SchemaCache, origin: Table): Relationship[] {
  const keys = [...cache.foreignKeys].sort(byName);
  const direct = (kind: 'm2o' | 'o2m'): Relationship[] =>
    keys.flatMap((key) => {
      const target = cache.tables.get(kind === 'm2o' ? key.foreignTable : key.table);
      const source = cache.tables.get(key.table);
      const mine = kind === 'm2o' ? key.table === origin.name : key.foreignTable === origin.name;
      return mine && target && source ? [{ kind, origin, target, key, oneToOne: isUnique(source, key.columns) }] : [];
    });
  const junctions: Relationship[] = [];
  // A junction: two different many-to-one keys whose columns its primary key holds.
  for (const sourceKey of keys.filter((key) => key.foreignTable === origin.name)) {
    const junction = cache.tables.get(sourceKey.table);
    if (!junction || isUnique(junction, sourceKey.columns)) continue;
    for (const targetKey of keys.filter((key) => key.table === junction.name && key.name !== sourceKey.name)) {
      const target = cache.tables.get(targetKey.foreignTable);
      const inKey = [...sourceKey.columns, ...targetKey.columns].every((c) => junction.primaryKey.includes(c));
      if (target && inKey && !isUnique(junction, targetKey.columns))
        junctions.push({ kind: 'm2m', origin, target, junction, sourceKey, targetKey });
    }
  }
  return [...direct('m2o'), ...junctions, ...direct('o2m')];
}

/** Column pairs (origin side, target side) of a direct relationship. */
function columnPairs(rel: Relationship & { kind: 'm2o' | 'o2m' }): [string, string][] {
  return rel.kind === 'm2o'
    ? rel.key.columns.map((c, i) => [c, rel.key.foreignColumns[i]!])
    : rel.key.foreignColumns.map((c, i) => [c, rel.key.columns[i]!]);
}

const singlePair = (rel: Relationship) => (rel.kind === 'm2m' ? null : columnPairs(rel).length === 1 ? columnPairs(rel)[0]! : null);
const constraintName = (rel: Relationship) => (rel.kind === 'm2m' ? null : rel.key.name);
const isM2O = (rel: Relationship) => rel.kind === 'm2o' && !rel.oneToOne;
const isO2M = (rel: Relationship) => rel.kind === 'o2m' && !rel.oneToOne;

/**
 * PostgREST 12's findRel (src/PostgREST/Plan.hs). The target names the embedded table, or (not for
 * a view) a key's constraint or the embedding table's single key column; a hint then narrows by
 * constraint, column on either side, or junction. On a self-reference the table name embeds the
 * children, the key column the parent, and a hint only names the children's key column.
 */
function matches(rel: Relationship, target: string, hint: string | undefined): boolean {
  const pair = singlePair(rel);
  if (isSelf(rel)) {
    if (hint === undefined) return (target === rel.target.name && isO2M(rel)) || (pair?.[0] === target && isM2O(rel));
    return target === rel.target.name && isO2M(rel) && pair?.[1] === hint;
  }
  const targetIsView = rel.target.isView;
  if (hint === undefined) {
    return target === rel.target.name || (!targetIsView && (constraintName(rel) === target || pair?.[0] === target));
  }
  return (
    target === rel.target.name &&
    (constraintName(rel) === hint || pair?.[0] === hint || pair?.[1] === hint || (rel.kind === 'm2m' && rel.junction.name === hint))
  );
}

const list = (columns: string[]) => `(${columns.join(', ')})`;

/** PostgREST's compressedRel: how a candidate is described in PGRST201's details. */
function describe(rel: Relationship): { cardinality: string; embedding: string; relationship: string } {
  const embedding = `${rel.origin.name} with ${rel.target.name}`;
  if (rel.kind === 'm2m') {
    return {
      cardinality: 'many-to-many',
      embedding,
      relationship: `${rel.junction.name} using ${rel.sourceKey.name}${list(rel.sourceKey.columns)} and ${rel.targetKey.name}${list(rel.targetKey.columns)}`,
    };
  }
  const pairs = columnPairs(rel);
  const cardinality = rel.oneToOne ? 'one-to-one' : rel.kind === 'm2o' ? 'many-to-one' : 'one-to-many';
  return {
    cardinality,
    embedding,
    relationship: `${rel.key.name} using ${rel.origin.name}${list(pairs.map((p) => p[0]))} and ${rel.target.name}${list(pairs.map((p) => p[1]))}`,
  };
}

/** PostgREST's noRelBetweenHint: a near table name, for the embedding table when it has no relationships, else for the target. */
function noRelationshipHint(cache: SchemaCache, origin: Table, target: string): string | null {
  const withRelationships = [...cache.tables.values()].filter((t) => relationshipsOf(cache, t).length > 0).map((t) => t.name);
  if (!withRelationships.includes(origin.name)) {
    const parent = closestMatch(withRelationships, origin.name);
    return parent === null ? null : `Perhaps you meant '${parent}' instead of '${origin.name}'.`;
  }
  const children = [...new Set(relationshipsOf(cache, origin).map((rel) => rel.target.name))];
  const child = fuzzyMatches(children, target).find((match) => match.score < 1)?.value;
  return child === undefined ? null : `Perhaps you meant '${child}' instead of '${target}'.`;
}

/** Resolves `relation[!hint]` embedded from `from`, with PostgREST's errors when none or several match. */
export function findRelationship(cache: SchemaCache, from: Table, relation: string, hint: string | undefined): Relationship {
  const candidates = relationshipsOf(cache, from).filter((rel) => matches(rel, relation, hint));
  if (candidates.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${from.name}' and '${relation}' in the schema cache`,
      `Searched for a foreign key relationship between '${from.name}' and '${relation}'${hint ? ` using the hint '${hint}'` : ''} in the schema 'public', but no matches were found.`,
      noRelationshipHint(cache, from, relation),
    );
  }
  if (candidates.length > 1) {
    const hints = candidates.map((rel) => `'${rel.target.name}!${rel.kind === 'm2m' ? rel.junction.name : rel.key.name}'`);
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${from.name}' and '${relation}'`,
      candidates.map(describe),
      `Try changing '${relation}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  return candidates[0]!;
}
