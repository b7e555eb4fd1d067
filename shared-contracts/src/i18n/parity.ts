import type { Translations } from './setup';

/** A namespace's strings as `dotted.key → text`. */
export function flattenTranslations(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object')
      for (const [k, v] of flattenTranslations(value as Record<string, unknown>, path)) out.set(k, v);
  }
  return out;
}

/**
 * Texts that read the same in every language on purpose: brand and product names, payment
 * networks, units. Reviewed: add here only what a translator would leave untouched.
 */
export const SAME_IN_EVERY_LANGUAGE = new Set(['District Market', 'M-Pesa', 'Visa', 'Mastercard', 'WhatsApp', 'KSh', 'KES', 'CVC']);

/** Whether anything is left to translate once placeholders, brand names, numbers and punctuation are gone. */
function hasWords(text: string): boolean {
  let rest = text.replace(/\{\{[^}]*\}\}/g, ' ');
  for (const term of SAME_IN_EVERY_LANGUAGE) rest = rest.split(term).join(' ');
  return /\p{L}/u.test(rest);
}

const placeholders = (text: string) => (text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

/**
 * What is wrong with a namespace's translations: keys missing or extra in so/sw, so/sw texts
 * that copy the English, placeholders (`{{n}}`) that differ. Empty when all is well.
 * `sameKeys` lists keys that may read the same (reviewed, with the namespace's reason).
 */
export function translationProblems(translations: Translations, sameKeys: Iterable<string> = []): string[] {
  const allowed = new Set(sameKeys);
  const en = flattenTranslations(translations.en);
  const problems: string[] = [];
  for (const language of ['so', 'sw'] as const) {
    const other = flattenTranslations(translations[language]);
    for (const key of en.keys()) if (!other.has(key)) problems.push(`${language}: missing ${key}`);
    for (const key of other.keys()) if (!en.has(key)) problems.push(`${language}: ${key} is not in en`);
    for (const [key, text] of en) {
      const translated = other.get(key);
      if (translated === undefined) continue;
      if (translated === text && !allowed.has(key) && hasWords(text)) {
        problems.push(`${language}: ${key} is the English text "${text}"`);
      }
      if (placeholders(translated).join() !== placeholders(text).join()) {
        problems.push(
          `${language}: ${key} has placeholders ${placeholders(translated).join(' ') || 'none'}, en has ${placeholders(text).join(' ') || 'none'}`,
        );
      }
    }
  }
  return problems;
}
