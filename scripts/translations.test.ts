// Every string translated: each namespace of each app, and the contracts' common and messages
// namespaces, in en, so and sw (shared-contracts/src/i18n/parity.ts says what counts).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import {
  COMMON_TRANSLATIONS,
  MESSAGE_TRANSLATIONS,
  resolveTranslations,
  translationProblems,
  type Translations,
  type TranslationSources,
} from '@marketplace/contracts';
import { REMOTES, SHELL } from '@marketplace/tooling';
import { translations as shell } from '../shell/src/i18n/translations';
import { notFoundTranslations as shellNotFound } from '../shell/src/features/not-found/i18n';
import {
  translations as catalog,
  sellingTranslations as catalogSelling,
  browseTranslations as catalogBrowse,
} from '../mfe-catalog/src/i18n/translations';
import { translations as search } from '../mfe-search/src/i18n/translations';
import { translations as cartCheckout } from '../mfe-cart-checkout/src/i18n/translations';
import { translations as account } from '../mfe-account/src/i18n/translations';
import { translations as support } from '../mfe-support/src/i18n/translations';
import { translations as seller } from '../mfe-seller/src/i18n/translations';

/**
 * Keys whose text reads the same in so/sw on purpose, reviewed, with the reason. Brand names,
 * payment networks and texts without words are recognised by parity.ts itself.
 */
const SAME_ON_PURPOSE: Record<string, string[]> = {
  // The Models vendor's shop name, shown as it is signed.
  'mfe-catalog': ['slides.models.title'],
};

// Contracts' namespaces load so/sw on demand: the check runs their loaders.
const NAMESPACES: Array<[string, TranslationSources]> = [
  ['common (contracts)', COMMON_TRANSLATIONS],
  ['messages (contracts)', MESSAGE_TRANSLATIONS],
  ['shell', shell],
  ['shell (not found)', shellNotFound],
  ['mfe-catalog', catalog],
  ['mfe-catalog (selling)', catalogSelling],
  ['mfe-catalog (browse)', catalogBrowse],
  ['mfe-search', search],
  ['mfe-cart-checkout', cartCheckout],
  ['mfe-account', account],
  ['mfe-support', support],
  ['mfe-seller', seller],
];

test('every app of the repository has its namespaces here, so none skips the check', () => {
  const apps = [SHELL.folder, ...Object.values(REMOTES).map((remote) => remote.folder)];
  expect(apps.filter((app) => !NAMESPACES.some(([name]) => name === app))).toEqual([]);
});

test.each(NAMESPACES)('%s: every key in en, so and sw, translated, with the same placeholders', async (name, translations) => {
  expect(translationProblems(await resolveTranslations(translations), SAME_ON_PURPOSE[name])).toEqual([]);
});

test('the checker bites: a missing key, a copied English text and a lost placeholder are each reported', () => {
  const broken: Translations = {
    en: { a: 'Add to cart', b: '{{count}} items', c: 'Cart', d: 'KSh {{amount}}' },
    so: { a: 'Add to cart', b: 'alaab', c: 'Gaadhi', d: 'KSh {{amount}}' },
    sw: { a: 'Ongeza', b: 'bidhaa {{count}}', d: 'KSh {{amount}}' },
  };
  expect(translationProblems(broken)).toEqual([
    'so: a is the English text "Add to cart"',
    'so: b has placeholders none, en has {{count}}',
    'sw: missing c',
  ]);
  expect(translationProblems(broken, ['a'])).not.toContain('so: a is the English text "Add to cart"');
});

describe('no literal English in components (lint rule local/no-literal-ui-text)', () => {
  const lint = (file: string, source: string): string => {
    try {
      execFileSync('npx', ['eslint', '--stdin', '--stdin-filename', file], {
        cwd: resolve(__dirname, '..'),
        input: source,
        encoding: 'utf8',
      });
      return '';
    } catch (error) {
      return String((error as { stdout?: string }).stdout ?? error);
    }
  };

  test('reports text and labelling attributes written in a component', () => {
    const out = lint('mfe-search/src/x.tsx', 'export const X = () => <button aria-label="Close menu">Add to cart</button>;\n');
    expect(out.match(/local\/no-literal-ui-text/g)).toHaveLength(2);
  });

  test('accepts t(), numbers, symbols and brand names', () => {
    const source =
      "import { useTranslation } from 'react-i18next';\nexport const X = () => { const { t } = useTranslation('search'); return <p aria-label={t('a')}>{t('b')} · 42 · M-Pesa</p>; };\n";
    expect(lint('mfe-search/src/x.tsx', source)).toBe('');
  });
});
