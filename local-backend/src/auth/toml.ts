/**
 * A small TOML reader for what a Supabase CLI config.toml holds: comments, `[table]` and
 * `[dotted.table]` headers, `key = value` with basic and literal strings, integers, floats,
 * booleans and arrays of those (over several lines too). Anything else (inline tables, arrays
 * of tables, multi-line strings, dates) is refused with its line number rather than misread.
 */
export type TomlValue = string | number | boolean | TomlValue[] | TomlTable;
export interface TomlTable {
  [key: string]: TomlValue;
}

export class TomlError extends Error {}

const BARE_KEY = /^[A-Za-z0-9_-]+$/;
const ESCAPES: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', '\\': '\\' };

export function parseToml(text: string): TomlTable {
  const root: TomlTable = {};
  let table = root;
  const defined = new Set<string>();
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const lineNo = index + 1;
    const fail = (message: string): never => {
      throw new TomlError(`config.toml line ${lineNo}: ${message}`);
    };
    let line = stripComment(lines[index]!);
    if (line === '') continue;

    if (line.startsWith('[')) {
      if (line.startsWith('[[')) fail('arrays of tables are not supported');
      const match = /^\[([^\]]+)\]$/.exec(line);
      if (!match) fail('malformed table header');
      const path = splitKey(match![1]!, fail);
      const name = path.join('.');
      if (defined.has(name)) fail(`table [${name}] defined twice`);
      defined.add(name);
      table = descend(root, path, fail);
      continue;
    }

    const eq = line.indexOf('=');
    if (eq <= 0) fail('expected key = value');
    const path = splitKey(line.slice(0, eq), fail);
    let rest = line.slice(eq + 1).trim();
    // An array may go on over the following lines until its brackets balance.
    while (rest.startsWith('[') && !arrayClosed(rest) && index + 1 < lines.length) {
      line = stripComment(lines[++index]!);
      rest += ' ' + line;
    }
    const parser = new ValueParser(rest, fail);
    const value = parser.value();
    parser.end();
    const parent = descend(table, path.slice(0, -1), fail);
    const key = path[path.length - 1]!;
    if (key in parent) fail(`key ${path.join('.')} defined twice`);
    parent[key] = value;
  }
  return root;
}

function splitKey(raw: string, fail: (message: string) => never): string[] {
  return raw.split('.').map((part) => {
    const key = part.trim();
    const quoted = /^"([^"\\]*)"$/.exec(key) ?? /^'([^']*)'$/.exec(key);
    if (quoted) return quoted[1]!;
    if (!BARE_KEY.test(key)) fail(`invalid key "${raw.trim()}"`);
    return key;
  });
}

function descend(from: TomlTable, path: string[], fail: (message: string) => never): TomlTable {
  let table = from;
  for (const key of path) {
    const next = table[key] ?? (table[key] = {});
    if (typeof next !== 'object' || Array.isArray(next)) fail(`${key} is not a table`);
    table = next as TomlTable;
  }
  return table;
}

/** Calls `visit` with each character outside strings and its index; stops when it returns true. */
function scanOutsideStrings(text: string, visit: (c: string, index: number) => boolean): void {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (visit(c, i)) return;
  }
}

/** The line without its comment and surrounding space. */
function stripComment(line: string): string {
  let end = line.length;
  scanOutsideStrings(line, (c, i) => c === '#' && ((end = i), true));
  return line.slice(0, end).trim();
}

/** Whether the brackets of an array value balance, ignoring those inside strings. */
function arrayClosed(text: string): boolean {
  let depth = 0;
  let closed = false;
  scanOutsideStrings(text, (c) => {
    if (c === '[') depth++;
    else if (c === ']' && --depth === 0) closed = true;
    return closed;
  });
  return closed;
}

class ValueParser {
  private pos = 0;

  constructor(
    private readonly text: string,
    private readonly fail: (message: string) => never,
  ) {}

  value(): TomlValue {
    this.skipSpace();
    const c = this.text[this.pos];
    if (c === '"') {
      if (this.text.startsWith('"""', this.pos)) this.fail('multi-line strings are not supported');
      return this.basicString();
    }
    if (c === "'") {
      if (this.text.startsWith("'''", this.pos)) this.fail('multi-line strings are not supported');
      return this.literalString();
    }
    if (c === '[') return this.array();
    if (c === '{') this.fail('inline tables are not supported');
    return this.scalar();
  }

  /** Nothing may follow the value (comments are already gone). */
  end(): void {
    this.skipSpace();
    if (this.pos < this.text.length) this.fail(`unexpected "${this.text.slice(this.pos)}"`);
  }

  private skipSpace(): void {
    while (this.text[this.pos] === ' ' || this.text[this.pos] === '\t') this.pos++;
  }

  private basicString(): string {
    let out = '';
    for (this.pos++; this.pos < this.text.length; this.pos++) {
      const c = this.text[this.pos]!;
      if (c === '"') {
        this.pos++;
        return out;
      }
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = this.text[++this.pos] ?? '';
      if (e in ESCAPES) out += ESCAPES[e];
      else if (e === 'u' || e === 'U') {
        const length = e === 'u' ? 4 : 8;
        const hex = this.text.slice(this.pos + 1, this.pos + 1 + length);
        if (!/^[0-9A-Fa-f]+$/.test(hex) || hex.length !== length) this.fail('invalid unicode escape');
        out += String.fromCodePoint(parseInt(hex, 16));
        this.pos += length;
      } else this.fail(`invalid escape \\${e}`);
    }
    return this.fail('unterminated string');
  }

  private literalString(): string {
    const close = this.text.indexOf("'", this.pos + 1);
    if (close < 0) this.fail('unterminated string');
    const value = this.text.slice(this.pos + 1, close);
    this.pos = close + 1;
    return value;
  }

  private array(): TomlValue[] {
    const items: TomlValue[] = [];
    this.pos++;
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] === ']') {
        this.pos++;
        return items;
      }
      items.push(this.value());
      this.skipSpace();
      const c = this.text[this.pos];
      if (c === ',') this.pos++;
      else if (c !== ']') this.fail('expected , or ] in array');
    }
  }

  private scalar(): TomlValue {
    const match = /^[^\s,\]#]+/.exec(this.text.slice(this.pos));
    if (!match) return this.fail('missing value');
    const token = match[0];
    this.pos += token.length;
    if (token === 'true') return true;
    if (token === 'false') return false;
    if (/^[+-]?(0|[1-9](_?\d)*)$/.test(token)) return Number(token.replace(/_/g, ''));
    if (/^[+-]?(0|[1-9](_?\d)*)(\.\d(_?\d)*)?([eE][+-]?\d(_?\d)*)?$/.test(token)) return Number(token.replace(/_/g, ''));
    return this.fail(`unsupported value ${token}`);
  }
}
