import { translationProblems } from '@marketplace/contracts';
import { layoutTranslations } from './translations';

test('layout strings: every key in so and sw, translated, with the English placeholders', () => {
  expect(translationProblems(layoutTranslations)).toEqual([]);
});
