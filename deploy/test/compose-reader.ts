// A small reader for the regular subset of YAML that docker-compose.yml is written in: block
// mappings, block sequences of scalars, JSON-style flow sequences, quoted and plain scalars,
// literal block scalars (`key: |`, `key: |-`), comments. Anything else throws, so the compose file
// stays in a shape this reader understands.
export type YamlValue = string | YamlValue[] | { [key: string]: YamlValue };
export type YamlMap = { [key: string]: YamlValue };

interface Line {
  no: number;
  indent: number;
  text: string;
}

function stripComment(raw: string): string {
  let quote: string | null = null;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '#' && (i === 0 || /\s/.test(raw[i - 1] ?? ''))) {
      return raw.slice(0, i);
    }
  }
  return raw;
}

function scalar(text: string, no: number): YamlValue {
  const t = text.trim();
  if (t.startsWith('"')) return JSON.parse(t) as string;
  if (t.startsWith("'")) {
    if (!t.endsWith("'") || t.length < 2) throw new Error(`line ${no}: unterminated quote`);
    return t.slice(1, -1).replace(/''/g, "'");
  }
  if (t.startsWith('[')) {
    const list = JSON.parse(t) as unknown;
    if (!Array.isArray(list) || !list.every((v) => typeof v === 'string')) throw new Error(`line ${no}: flow lists hold strings`);
    return list as string[];
  }
  if (t.startsWith('{') || t.startsWith('&') || t.startsWith('*') || t.startsWith('|') || t.startsWith('>')) {
    throw new Error(`line ${no}: unsupported YAML "${t}"`);
  }
  return t;
}

function splitKey(text: string, no: number): [string, string] {
  const m = /^("[^"]*"|'[^']*'|[^\s:"'][^:]*?)\s*:(?:\s+(.*)|)$/.exec(text);
  if (!m) throw new Error(`line ${no}: expected "key: value", got "${text}"`);
  const key = m[1] ?? '';
  return [key.startsWith('"') || key.startsWith("'") ? key.slice(1, -1) : key, m[2] ?? ''];
}

/**
 * The text of a literal block scalar whose key line is `raws[start - 1]` (indented `keyIndent`):
 * the lines below indented deeper, blank lines included, as they are (a `#` is text there), with
 * their common indentation removed; `|` keeps one final newline, `|-` none. Returns the text and
 * the index of the first line after it.
 */
function literalBlock(raws: string[], start: number, keyIndent: number, chomp: '' | '-'): { text: string; next: number } {
  let end = start;
  while (end < raws.length && (raws[end]!.trim() === '' || raws[end]!.length - raws[end]!.trimStart().length > keyIndent)) end++;
  while (end > start && raws[end - 1]!.trim() === '') end--;
  const body = raws.slice(start, end);
  const indent = Math.min(...body.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length));
  if (!Number.isFinite(indent)) throw new Error(`line ${start}: empty block scalar`);
  const text = body.map((l) => l.slice(indent).replace(/\s+$/, '')).join('\n');
  return { text: chomp === '-' ? text : `${text}\n`, next: end };
}

export function readYaml(source: string): YamlMap {
  const lines: Line[] = [];
  const raws = source.split('\n');
  for (let i = 0; i < raws.length; i++) {
    const raw = raws[i]!;
    if (/^\s*\t/.test(raw)) throw new Error(`line ${i + 1}: tab indentation`);
    const text = stripComment(raw).replace(/\s+$/, '');
    if (text.trim() === '' || text.trim() === '---') continue;
    const indent = text.length - text.trimStart().length;
    const literal = /^(.*:)\s+\|(-?)$/.exec(text.trim());
    if (literal) {
      // Kept as the same key with its text as a JSON-quoted scalar.
      const { text: value, next } = literalBlock(raws, i + 1, indent, literal[2] as '' | '-');
      lines.push({ no: i + 1, indent, text: `${literal[1]} ${JSON.stringify(value)}` });
      i = next - 1;
      continue;
    }
    lines.push({ no: i + 1, indent, text: text.trim() });
  }
  let pos = 0;

  function block(indent: number): YamlValue {
    const first = lines[pos];
    if (!first || first.indent !== indent) throw new Error(`line ${first?.no ?? 'end'}: bad indentation`);
    if (first.text.startsWith('- ') || first.text === '-') {
      const list: YamlValue[] = [];
      while (pos < lines.length && lines[pos]!.indent === indent && lines[pos]!.text.startsWith('- ')) {
        const line = lines[pos++]!;
        const item = line.text.slice(2);
        if (/^[^"'[]*:\s|^[^"'[]*:$/.test(item)) throw new Error(`line ${line.no}: mappings inside lists are not supported`);
        list.push(scalar(item, line.no));
      }
      return list;
    }
    const map: YamlMap = {};
    while (pos < lines.length && lines[pos]!.indent === indent) {
      const line = lines[pos++]!;
      if (line.text.startsWith('- ')) throw new Error(`line ${line.no}: list item where a key was expected`);
      const [key, rest] = splitKey(line.text, line.no);
      if (Object.prototype.hasOwnProperty.call(map, key)) throw new Error(`line ${line.no}: duplicate key "${key}"`);
      if (rest !== '') {
        map[key] = scalar(rest, line.no);
      } else {
        const next = lines[pos];
        map[key] = next && next.indent > indent ? block(next.indent) : '';
      }
    }
    const stray = lines[pos];
    if (stray && stray.indent > indent) throw new Error(`line ${stray.no}: bad indentation`);
    return map;
  }

  const root = lines.length ? block(0) : {};
  if (pos !== lines.length) throw new Error(`line ${lines[pos]!.no}: unexpected content`);
  if (typeof root !== 'object' || Array.isArray(root)) throw new Error('top level must be a mapping');
  return root;
}

/** Compose's variable substitution: ${VAR}, ${VAR:-default} (unset or empty), ${VAR-default} (unset). */
export function interpolate(value: string, env: Record<string, string | undefined>): string {
  return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}/g, (_all, name: string, op?: string, fallback?: string) => {
    const v = env[name];
    if (op === ':-') return v ? v : (fallback ?? '');
    if (op === '-') return v !== undefined ? v : (fallback ?? '');
    return v ?? '';
  });
}

export function asMap(value: YamlValue | undefined, what: string): YamlMap {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${what} must be a mapping`);
  return value;
}

export function asList(value: YamlValue | undefined, what: string): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) throw new Error(`${what} must be a list of strings`);
  return value as string[];
}

export function asString(value: YamlValue | undefined, what: string): string {
  if (typeof value !== 'string') throw new Error(`${what} must be a string`);
  return value;
}
