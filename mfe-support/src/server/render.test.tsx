/** @jest-environment node */
import i18next from 'i18next';
import { renderFragment as render } from '@marketplace/contracts/server-render';
import { LANGUAGES, type Language } from '@marketplace/contracts';
import { PAGES } from '../pages';
import { EXPOSED_PAGES } from '../exposes/pages';
import { FAQ_CATEGORIES, FAQ_QUESTION_IDS } from '../features/faq/data/faq';
import { SHIPPING_FIGURES } from '../lib/figures';
import { translations } from '../i18n/translations';

// The support team's server render with its real page modules. The pages read nothing from the
// backend: a request to it would fail the test (no fetch is scripted).

const renderFragment = (address: string, language: Language = 'en') =>
  render(
    { pages: PAGES, exposed: EXPOSED_PAGES },
    { address, language, backend: { url: 'http://backend.invalid', anonKey: 'anon' }, release: 'static/js/mfe_support.r1.js', site: null },
  );

/** The support texts in `language`, as the page interpolates them. */
async function supportTexts(language: Language): Promise<(key: string) => string> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { support: translations[language] } },
    interpolation: { escapeValue: false },
  });
  return (key: string) => instance.t(key, { ns: 'support', ...SHIPPING_FIGURES });
}

/** The markup's text as a reader sees it: tags dropped, React's escapes undone. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" })[name] ?? '')
    .replace(/\s+/g, ' ');

const HEADINGS: Record<Language, Record<string, string>> = {
  en: {
    '/faq': 'Frequently Asked Questions',
    '/about': 'About Us',
    '/shipping': 'Shipping Information',
    '/returns': 'Returns & Exchanges',
  },
  so: { '/faq': "Su'aalaha Inta Badan La Isweydiiyo" },
  sw: { '/faq': 'Maswali Yanayoulizwa Mara kwa Mara' },
};

test.each(['/faq', '/about', '/shipping', '/returns', '/contact'])('%s renders on the server, with nothing to read', async (path) => {
  const fragment = await renderFragment(path);
  expect(fragment).toMatchObject({ contract: 1, status: 200, lang: 'en', release: 'static/js/mfe_support.r1.js', state: {} });
  expect(fragment?.html).toMatch(/^<div data-remote="mfe-support"/);
  if (HEADINGS.en[path]) expect(textOf(fragment?.html ?? '')).toContain(HEADINGS.en[path]);
  // The page's CSP refuses style attributes in parsed HTML; styles travel as CSS.
  expect(fragment?.html).not.toContain('style="');
  expect(fragment?.css).toMatch(/\.[a-zA-Z-]+\{/);
});

test.each(LANGUAGES.map((l) => l.code))('the FAQ holds every question and answer, readable without script, in %s', async (language) => {
  const fragment = await renderFragment('/faq', language);
  const t = await supportTexts(language);
  const text = textOf(fragment?.html ?? '');
  expect(text).toContain(HEADINGS[language]['/faq']);
  for (const category of FAQ_CATEGORIES) expect(text).toContain(t(`faq.categories.${category.id}`));
  for (const id of FAQ_QUESTION_IDS) {
    expect(text).toContain(t(`faq.items.${id}.q`));
    expect(text).toContain(t(`faq.items.${id}.a`));
  }
  // Native disclosures: the browser opens them without the page's code, and no answer is hidden.
  expect(fragment?.html.match(/<details/g)).toHaveLength(FAQ_QUESTION_IDS.length);
  expect(fragment?.html).not.toMatch(/<button|\shidden/);
});

test("the contact form's button waits for the page's code, so a submit never puts the message in the address", async () => {
  const fragment = await renderFragment('/contact', 'sw');
  expect(fragment?.html).toMatch(/<button type="submit" disabled="">/);
  expect(fragment?.html).toContain('Wasiliana Nasi');
});

test('the chat widget and the home page panel are not pages: nothing else renders on the server', async () => {
  expect(await renderFragment('/chat')).toBeNull();
  expect(await renderFragment('/')).toBeNull();
});
