/**
 * postgres_changes filters as the client sends them (`column=op.value`, `in.(a,b)`, `not.` prefix,
 * several joined by commas), parsed the way Realtime parses them, and turned into SQL that
 * compares with the column's own type: the value is a bind parameter cast to that type.
 */

export interface Filter {
  column: string;
  op: string;
  /** As Realtime stores it: `in` lists become an array literal `{a,b}`, quotes are removed. */
  value: string;
  negate: boolean;
}

const OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  in: '= any',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};
const KEYWORD_OPERATORS = new Set(['is', 'isdistinct']);
const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);

/** Splits on commas outside parentheses and double quotes. */
function splitTopLevel(filter: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < filter.length; i++) {
    const char = filter[i]!;
    if (quoted) {
      if (char === '\\' && i + 1 < filter.length) current += char + filter[++i];
      else {
        if (char === '"') quoted = false;
        current += char;
      }
      continue;
    }
    if (char === '"' && /[.(,]$/.test(current)) quoted = true;
    else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  const match = /^"((?:[^"\\]|\\.)*)"$/.exec(value);
  return match ? match[1]!.replace(/\\(.)/g, '$1') : value;
}

/** Realtime's message for a part it cannot read: `Error parsing \`filter\` params: ["foo", "hey"]`. */
const parseError = (detail: string) => `Error parsing \`filter\` params: ${detail}`;

export function parseFilters(filter: string): { ok: true; filters: Filter[] } | { ok: false; error: string } {
  if (filter.trim() === '') return { ok: true, filters: [] };
  const filters: Filter[] = [];
  for (const segment of splitTopLevel(filter.trim())) {
    const trimmed = segment.trim();
    if (!trimmed) return { ok: false, error: parseError('filter must not contain empty segments (check for extra commas)') };
    const equals = trimmed.indexOf('=');
    if (equals < 0) return { ok: false, error: parseError(JSON.stringify([trimmed])) };
    const column = trimmed.slice(0, equals);
    let rest = trimmed.slice(equals + 1);
    const negate = rest.startsWith('not.');
    if (negate) rest = rest.slice(4);
    const dot = rest.indexOf('.');
    if (dot < 0) return { ok: false, error: parseError(JSON.stringify([rest])) };
    const op = rest.slice(0, dot);
    const raw = rest.slice(dot + 1);
    if (!(op in OPERATORS) && !KEYWORD_OPERATORS.has(op)) return { ok: false, error: parseError(JSON.stringify([op, raw])) };
    let value = unquote(raw);
    if (op === 'in') {
      if (!/^\(.*\)$/s.test(raw)) return { ok: false, error: parseError('`in` filter value must be wrapped by parentheses') };
      value = `{${raw.slice(1, -1)}}`;
    }
    if (op === 'is' && !IS_VALUES.has(value)) {
      return { ok: false, error: parseError('invalid value for is filter: must be null, true, false, or unknown') };
    }
    filters.push({ column, op, value, negate });
  }
  return { ok: true, filters };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A boolean SQL expression testing the row alias `r` against filter, the value bound as
 * parameter `param` and cast to sqlType (format_type of the column). Null compares as false.
 */
export function filterSql(filter: Filter, sqlType: string, param: number): string {
  const column = `r.${quoteIdent(filter.column)}`;
  let test: string;
  if (filter.op === 'is') test = `${column} is ${filter.value}`;
  else if (filter.op === 'isdistinct') test = `${column} is distinct from $${param}::text::${sqlType}`;
  else if (filter.op === 'in') test = `${column} = any ($${param}::text::${sqlType}[])`;
  else test = `${column} ${OPERATORS[filter.op]} $${param}::text::${sqlType}`;
  return `coalesce(${filter.negate ? `not (${test})` : `(${test})`}, false)`;
}

/** The bind value filterSql expects, or none for `is`, whose keyword is part of the SQL. */
export function filterParams(filter: Filter): string[] {
  return filter.op === 'is' ? [] : [filter.value];
}
