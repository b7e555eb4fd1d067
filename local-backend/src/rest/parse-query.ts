import { parseError, RestError } from './errors';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias?: string; cast?: string }
  | { kind: 'embed'; relation: string; alias?: string; hint?: string; inner: boolean; items: SelectItem[] };

export const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is'] as const;
export type Operator = (typeof OPERATORS)[number];

export type Condition =
  | { kind: 'filter'; column: string; negate: boolean; op: Operator; value: string | string[] }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Condition[] };

export interface OrderTerm {
  column: string;
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

/** Splits on commas that are outside parentheses and double quotes. */
function splitTop(text: string, what: string): string[] {
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
    } else if (!quoted && ch === '(') {
      depth++;
    } else if (!quoted && ch === ')') {
      depth--;
      if (depth < 0) throw parseError(what, text, `unexpected ")" at position ${i}`);
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

/** `alias:name!hint(...)::cast` items, nesting for embedded resources. */
export function parseSelect(text: string): SelectItem[] {
  if (text.trim() === '') return [{ kind: 'star' }];
  return splitTop(text, 'select').map((raw) => {
    const part = raw.trim();
    if (part === '*') return { kind: 'star' };
    const match = /^(?:("[^"]+"|[^:()!"]+):(?!:))?("[^"]+"|[^:()!"]+)(?:!([A-Za-z0-9_]+))?(?:\((.*)\))?(?:::([a-z0-9_]+))?$/s.exec(part);
    if (!match) throw parseError('select parameter', text, `unexpected item "${part}"`);
    const [, alias, name, hint, inner, cast] = match;
    const base = { ...(alias ? { alias: unquote(alias) } : {}) };
    if (inner !== undefined) {
      if (cast) throw parseError('select parameter', text, 'an embedded resource cannot be cast');
      return {
        kind: 'embed',
        relation: unquote(name!),
        ...base,
        ...(hint && hint !== 'inner' && hint !== 'left' ? { hint } : {}),
        inner: hint === 'inner',
        items: parseSelect(inner),
      };
    }
    if (hint) throw parseError('select parameter', text, `"!" is only valid on an embedded resource ("${part}")`);
    if (cast && !CAST.test(cast)) throw parseError('select parameter', text, `invalid cast "${cast}"`);
    return { kind: 'column', name: unquote(name!), ...base, ...(cast ? { cast } : {}) };
  });
}

/** `[not.]op.value` for one column. */
function parseOperation(column: string, text: string, whole: string): Condition {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = (dot < 0 ? rest : rest.slice(0, dot)) as Operator;
  if (dot < 0 || !OPERATORS.includes(op)) throw parseError('filter', whole, `unknown or unsupported operator in "${text}"`);
  const raw = rest.slice(dot + 1);
  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError('filter', whole, 'the in operator needs a list like in.(a,b)');
    const inner = raw.slice(1, -1);
    const values = inner === '' ? [] : splitTop(inner, 'filter').map((value) => unquote(value.trim()));
    return { kind: 'filter', column, negate, op, value: values };
  }
  if (op === 'is' && !['null', 'not_null', 'true', 'false', 'unknown'].includes(raw.toLowerCase())) {
    throw parseError('filter', whole, 'is accepts null, not_null, true, false or unknown');
  }
  return { kind: 'filter', column, negate, op, value: unquote(raw) };
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
    return parseOperation(unquote(part.slice(0, dot)), part.slice(dot + 1), text);
  });
  return { kind: 'logic', op, negate, children };
}

function parseOrder(text: string): OrderTerm[] {
  return splitTop(text, 'order').map((term) => {
    const [column, ...modifiers] = term.trim().split('.');
    if (!column || /[()]/.test(column)) throw parseError('order', text, `unexpected "${term}"`);
    const result: OrderTerm = { column: unquote(column), descending: false, nulls: null };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') result.descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast') result.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else throw parseError('order', text, `unexpected "${modifier}"`);
    }
    return result;
  });
}

function parseCount(name: string, text: string | null): number | null {
  if (text === null) return null;
  if (!/^\d{1,9}$/.test(text)) throw parseError(name, text, 'expected a non-negative integer');
  return Number(text);
}

function columnList(text: string | null): string[] | null {
  return text === null ? null : splitTop(text, 'columns').map((name) => unquote(name.trim()));
}

export function parseQuery(query: URLSearchParams): ReadQuery {
  const where: Condition[] = [];
  for (const [key, value] of query) {
    if (RESERVED.has(key)) continue;
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) {
      where.push(parseLogic(logic[2] as 'and' | 'or', logic[1] !== undefined, value));
    } else if (key.includes('.')) {
      throw new RestError(400, 'PGRST100', `failed to parse filter (${key})`, 'Filters on embedded resources are not supported by the local backend');
    } else {
      where.push(parseOperation(key, value, `${key}=${value}`));
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
