import { expect, it } from '@jest/globals';
import { HOSTILE } from './hostile-payloads';

/**
 * Issue 14's hostile-input corpus (tests/trust-hostile-input.spec.ts sends it through every input
 * and URL of the site): at least 40 payloads covering every category the issue lists.
 * Each category is recognised by what the payload contains, not by its label.
 */
const CATEGORIES: Array<[string, (value: string) => boolean]> = [
  ['script tags', (v) => /<script\b/i.test(v)],
  ['event handlers', (v) => /<[a-z]+\b[^>]*\son[a-z]+\s*=/i.test(v)],
  ['javascript: URLs', (v) => /javascript:/i.test(v)],
  ['data: URLs', (v) => /\bdata:[a-z]+\/[a-z+.-]+[,;]/i.test(v)],
  ['SVG vectors', (v) => /<svg\b/i.test(v)],
  ['MathML vectors', (v) => /<math\b/i.test(v)],
  ['attribute-breaking quotes', (v) => /["'`]\s*>|["'`]\s+on[a-z]+\s*=/i.test(v)],
  ['template injection', (v) => /\{\{.*\}\}|\$\{.*\}|<%.*%>/.test(v)],
  ['CSS injection', (v) => /expression\(|url\(\s*["']?javascript:|<style\b|@import/i.test(v)],
  ['RTL overrides', (v) => /[\u202A-\u202E\u2066-\u2069]/.test(v)],
  ['zero-width characters', (v) => /[\u200B-\u200D\u2060\uFEFF]/.test(v)],
  ['10,000-character strings', (v) => v.length >= 10_000],
  ['emoji', (v) => /\p{Extended_Pictographic}/u.test(v)],
  ['SQL-looking text', (v) => /'\s*OR\s*'|DROP\s+TABLE|UNION\s+SELECT/i.test(v)],
];

/** What a payload would run if it rendered as markup; base64 data: URLs are read decoded. */
function runnable(value: string): string {
  const base64 = /;base64,([A-Za-z0-9+/=]+)/.exec(value)?.[1];
  return base64 ? Buffer.from(base64, 'base64').toString('utf8') : value;
}

it('the corpus has at least 40 payloads, all different', () => {
  expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
  expect(new Set(HOSTILE.map((p) => p.value)).size).toBe(HOSTILE.length);
});

it.each(CATEGORIES)('the corpus covers %s', (_category, matches) => {
  expect(HOSTILE.filter(({ value }) => matches(value)).map((p) => p.kind)).not.toEqual([]);
});

it('every payload carrying a script vector calls the trap (__xss or a dialog), so running it is detected', () => {
  const vectors = CATEGORIES.slice(0, 6).map(([, matches]) => matches);
  const silent = HOSTILE.filter(({ value }) => vectors.some((matches) => matches(value)))
    .filter(({ value }) => !/__xss\(|alert\(/.test(runnable(value)))
    .map((p) => p.kind);
  expect(silent).toEqual([]);
});
