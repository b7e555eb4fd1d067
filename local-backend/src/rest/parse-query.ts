import { parseError, RestError } from './errors';

/** One `->` (JSON) or `->>` (text) step of a JSON path. */
export interface JsonStep {
  text: boolean;
  key: string;
}

/** A column, optionally followed by a JSON path: `details->color`, `details->>size`. */
export interface ColumnRef {
  name: string;
  path: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; ref: ColumnRef; alias?: string; cast?: string }
  /** `items` is empty for an empty embed, `rel()`: joined (and filtering with !inner) but not output. */
  | { kind: 'embed'; relation: string; alias?: string; hint?: string; inner: boolean; spread: boolean; items: SelectItem[] };

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
] as const;
export type Operator = (typeof OPERATORS)[number];
/** Operators that take an `(any)`/`(all)` quantifier and then a `{a,b}` list. */
const QUANTIFIABLE = new Set<Operator>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
export const FULL_TEXT = new Set<Operator>(['fts', 'plfts', 'phfts', 'wfts']);

export type Condition =
  | {
      kind: 'filter';
      column: ColumnRef;
      negate: boolean;
      op: Operator;
      /** `any`/`all` for quantified operators; the text search configuration for fts operators. */
      modifier: string | null;
      value: string | string[];
    }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Condition[] };

export interface OrderTerm {
  column: ColumnRef;
  descending: boolean;
  nulls: 'first' | 'last' | null;
}

export interface ReadQuery {
  select: SelectItem[];
  where: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
  onConflict: string[] | null;
  columns: string[] | null;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);
const CAST = /^[a-z_][a-z0-9_]*$/;

/** Splits on commas that are outside parentheses, braces and double quotes. */
export function splitTop(text: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && quoted) {
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && (ch === '(' || ch === '{')) {
      depth++;
    } else if (!quoted && (ch === ')' || ch === '}')) {
      depth--;
      if (depth < 0) throw parseError(what, text, `unexpected "${ch}" at position ${i}`);
    } else if (!quoted && depth === 0 && ch === ',') {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0 || quoted) throw parseError(what, text, 'unbalanced parentheses or quotes');
  parts.push(text.slice(start));
  return parts;
}

function unquote(name: string): string {
  return name.length >= 2 && name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1).replace(/\\(.)/g, '$1') : name;
}

/** `name`, `name->key`, `name->0->>key` (quoted names and keys allowed). */
export function parseColumnRef(text: string, what: string): ColumnRef {
  const pieces = text.split(/(->>?)/);
  const name = unquote(pieces[0]!.trim());
  if (!name) throw parseError(what, text, 'missing column name');
  const path: JsonStep[] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const key = unquote(pieces[i + 1]!.trim());
    if (!key) throw parseError(what, text, 'empty JSON path key');
    path.push({ text: pieces[i] === '->>', key });
  }
  return { name, path };
}

/** The JSON key PostgREST gives a selected column: its alias, the last JSON key, or its name. */
export function outputName(ref: ColumnRef): string {
  return ref.path.length ? ref.path[ref.path.length - 1]!.key : ref.name;
}

const SELECT_ITEM =
  /^(\.\.\.)?(?:("[^"]+"|[^:()!"]+):(?!:))?("[^"]+"|(?:[^:()!"]|->>?)+?)(?:!([A-Za-z0-9_]+))?(?:!([A-Za-z0-9_]+))?(?:\((.*)\))?(?:::([a-z0-9_]+))?$/s;

const JOIN_TYPES = new Set(['inner', 'left']);
/** `count()` alone, or `[alias:]column.count|sum|avg|max|min()[::cast]` (PostgREST's pAggregation). */
const AGGREGATE = /^(?:[^:()]+:(?!:))?(?:count\(\)|[^()]+\.(?:count|sum|avg|max|min)\(\))(?:::[a-z0-9_]+)?$/;

/**
 * `alias:name!hint!inner(...)::cast`, `...spread(...)` and JSON-path items, nesting for embedded
 * resources. As PostgREST's pEmbedParams, up to two `!` parameters in either order: `inner` or
 * `left` is the join, anything else the hint.
 */
export function parseSelect(text: string): SelectItem[] {
  if (text.trim() === '') return [{ kind: 'star' }];
  return splitItems(text);
}

function splitItems(text: string): SelectItem[] {
  if (text.trim() === '') return [];
  return splitTop(text, 'select').map((raw): SelectItem => {
    const part = raw.trim();
    if (part === '*') return { kind: 'star' };
    // Hosted Supabase runs PostgREST with db-aggregates-enabled off, so `count()` and `col.sum()` are refused there too.
    if (AGGREGATE.test(part)) throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    const match = SELECT_ITEM.exec(part);
    if (!match) throw parseError('select parameter', text, `unexpected item "${part}"`);
    const [, spread, alias, name, first, second, inner, cast] = match;
    const base = { ...(alias ? { alias: unquote(alias) } : {}) };
    const params = [first, second].filter((p): p is string => p !== undefined);
    if (inner !== undefined) {
      if (cast) throw parseError('select parameter', text, 'an embedded resource cannot be cast');
      const hint = params.find((p) => !JOIN_TYPES.has(p));
      return {
        kind: 'embed',
        relation: unquote(name!),
        ...base,
        ...(hint ? { hint } : {}),
        inner: params.find((p) => JOIN_TYPES.has(p)) === 'inner',
        spread: spread !== undefined,
        items: splitItems(inner),
      };
    }
    if (spread) throw parseError('select parameter', text, `"..." is only valid on an embedded resource ("${part}")`);
    if (params.length) throw parseError('select parameter', text, `"!" is only valid on an embedded resource ("${part}")`);
    if (cast && !CAST.test(cast)) throw parseError('select parameter', text, `invalid cast "${cast}"`);
    return { kind: 'column', ref: parseColumnRef(name!, 'select parameter'), ...base, ...(cast ? { cast } : {}) };
  });
}

/** `(a,b)` or `{a,b}` → ['a', 'b'], with double-quoted items unquoted. */
function parseList(raw: string, open: string, close: string, whole: string, what: string): string[] {
  if (!raw.startsWith(open) || !raw.endsWith(close)) throw parseError('filter', whole, `${what} needs a list like ${open}a,b${close}`);
  const inner = raw.slice(1, -1);
  return inner === '' ? [] : splitTop(inner, 'filter').map((value) => unquote(value.trim()));
}

/** `[not.]op[(modifier)].value` for one column. */
function parseOperation(column: ColumnRef, text: string, whole: string): Condition {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const head = /^([a-z]+)(?:\(([^()]*)\))?\./.exec(rest);
  const op = head?.[1] as Operator | undefined;
  if (!head || !op || !OPERATORS.includes(op)) throw parseError('filter', whole, `unknown or unsupported operator in "${text}"`);
  const modifier = head[2] ?? null;
  const raw = rest.slice(head[0].length);
  if (modifier !== null) {
    if (FULL_TEXT.has(op)) {
      if (!/^[A-Za-z0-9_]+$/.test(modifier)) throw parseError('filter', whole, `invalid text search configuration "${modifier}"`);
    } else if (!QUANTIFIABLE.has(op) || (modifier !== 'any' && modifier !== 'all')) {
      throw parseError('filter', whole, `"${op}" does not take "(${modifier})"`);
    } else {
      return { kind: 'filter', column, negate, op, modifier, value: parseList(raw, '{', '}', whole, `${op}(${modifier})`) };
    }
  }
  if (op === 'in') return { kind: 'filter', column, negate, op, modifier, value: parseList(raw, '(', ')', whole, 'the in operator') };
  if (op === 'is' && !['null', 'not_null', 'true', 'false', 'unknown'].includes(raw.toLowerCase())) {
    throw parseError('filter', whole, 'is accepts null, not_null, true, false or unknown');
  }
  return { kind: 'filter', column, negate, op, modifier, value: unquote(raw) };
}

/** The body of or=(...)/and=(...): comma-separated filters and nested and()/or(). */
function parseLogic(op: 'and' | 'or', negate: boolean, text: string): Condition {
  if (!text.startsWith('(') || !text.endsWith(')')) throw parseError('logic tree', text, 'expected a parenthesised list');
  const children = splitTop(text.slice(1, -1), 'logic tree').map((item): Condition => {
    const part = item.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', nested[1] !== undefined, nested[3]!);
    const dot = part.indexOf('.');
    if (dot <= 0) throw parseError('logic tree', text, `unexpected "${part}"`);
    return parseOperation(parseColumnRef(part.slice(0, dot), 'logic tree'), part.slice(dot + 1), text);
  });
  return { kind: 'logic', op, negate, children };
}

function parseOrder(text: string): OrderTerm[] {
  return splitTop(text, 'order').map((term) => {
    const [column, ...modifiers] = term.trim().split('.');
    if (!column || /[()]/.test(column)) throw parseError('order', text, `unexpected "${term}"`);
    const result: OrderTerm = { column: parseColumnRef(column, 'order'), descending: false, nulls: null };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') result.descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast') result.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else throw parseError('order', text, `unexpected "${modifier}"`);
    }
    return result;
  });
}

/**
 * A limit or offset: PostgREST takes any non-negative integer (and caps the rows at db-max-rows), so
 * one past what SQL or a JS number holds is clamped rather than refused.
 */
export function parseCount(name: string, text: string | null): number | null {
  if (text === null) return null;
  if (!/^\d+$/.test(text)) throw parseError(name, text, 'expected a non-negative integer');
  return Number(BigInt(text) > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : text);
}

function columnList(text: string | null): string[] | null {
  return text === null ? null : splitTop(text, 'columns').map((name) => unquote(name.trim()));
}

/** Parses a table (or function result) query; `skip` names parameters that are not filters (RPC arguments on GET). */
export function parseQuery(query: URLSearchParams, skip: ReadonlySet<string> = new Set()): ReadQuery {
  const where: Condition[] = [];
  for (const [key, value] of query) {
    if (RESERVED.has(key) || skip.has(key)) continue;
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) {
      where.push(parseLogic(logic[2] as 'and' | 'or', logic[1] !== undefined, value));
    } else if (key.includes('.')) {
      throw new RestError(
        400,
        'PGRST100',
        `failed to parse filter (${key})`,
        'Filters on embedded resources are not supported by the local backend',
      );
    } else {
      where.push(parseOperation(parseColumnRef(key, 'filter'), value, `${key}=${value}`));
    }
  }
  const order = query.get('order');
  return {
    select: parseSelect(query.get('select') ?? '*'),
    where,
    order: order ? parseOrder(order) : [],
    limit: parseCount('limit', query.get('limit')),
    offset: parseCount('offset', query.get('offset')) ?? 0,
    onConflict: columnList(query.get('on_conflict')),
    columns: columnList(query.get('columns')),
  };
}
