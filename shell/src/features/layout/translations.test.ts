import { layoutTranslations } from './translations';

// Strings that are the same in every language on purpose (a brand name).
const SAME_EVERYWHERE = new Set(['footer.payment.mpesa']);

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value as Record<string, unknown>, path)) out.set(k, v);
  }
  return out;
}

const en = flatten(layoutTranslations.en);

describe.each(['so', 'sw'] as const)('layout strings in %s', (language) => {
  const other = flatten(layoutTranslations[language]);

  it('has exactly the English keys', () => {
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('translates every string rather than copying the English', () => {
    const copied = [...en].filter(([key, text]) => other.get(key) === text && !SAME_EVERYWHERE.has(key)).map(([key]) => key);
    expect(copied).toEqual([]);
  });

  it('keeps the interpolation placeholders', () => {
    for (const [key, text] of en) {
      const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect([key, placeholders(other.get(key) ?? '')]).toEqual([key, placeholders(text)]);
    }
  });
});
