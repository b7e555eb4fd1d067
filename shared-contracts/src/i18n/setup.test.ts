import i18next from 'i18next';
import { COMMON_TRANSLATIONS } from './common';
import { en as commonEn } from './common/en';
import { so as commonSo } from './common/so';
import { sw as commonSw } from './common/sw';
import {
  acceptedLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  requestLanguage,
  storedLanguage,
  storeLanguage,
} from './language';

// The cookie a test's storeLanguage() wrote must not choose the next test's language.
afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  document.documentElement.lang = '';
});
import { initI18n, registerTranslations, resolveTranslations, type Translations } from './setup';

/** Every key path of a nested translation object, e.g. 'pages.home'. */
function keyPaths(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    child !== null && typeof child === 'object' ? keyPaths(child as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function valueAt(value: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('isLanguage', () => {
  it.each(['en', 'so', 'sw'])('%s is a language', (code) => expect(isLanguage(code)).toBe(true));
  it.each(['EN', 'fr', '', null, undefined, 1, {}, 'en-US', ' en'])('%j is not', (value) => expect(isLanguage(value)).toBe(false));
});

describe('LANGUAGES', () => {
  it('is English, Somali and Swahili, English the default', () => {
    expect(LANGUAGES.map((l) => [l.code, l.label])).toEqual([
      ['en', 'English'],
      ['so', 'Somali'],
      ['sw', 'Swahili'],
    ]);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });
});

describe('storedLanguage', () => {
  it('is the default when nothing is stored', () => {
    expect(storedLanguage()).toBe('en');
  });

  it.each(['so', 'sw', 'en'])('reads a stored %s', (code) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
    expect(storedLanguage()).toBe(code);
  });

  it.each(['fr', 'SO', '', '"so"', '<script>', 'x'.repeat(10_000)])('ignores junk %j', (junk) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, junk);
    expect(storedLanguage()).toBe('en');
  });

  it('is the default when storage is blocked (getItem throws)', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(storedLanguage()).toBe('en');
  });

  it('is the default when the localStorage getter itself throws', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(storedLanguage()).toBe('en');
  });
});

describe('storeLanguage', () => {
  it('stores under the shared key and round-trips', () => {
    storeLanguage('sw');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');
    expect(storedLanguage()).toBe('sw');
  });

  it('writes the cookie the server reads, which chooses when storage holds nothing', () => {
    storeLanguage('so');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=so`);
    localStorage.clear();
    expect(storedLanguage()).toBe('so');
  });

  it("takes the page's own lang (a server-composed page's) when neither storage nor cookie chose", () => {
    document.documentElement.lang = 'sw';
    expect(storedLanguage()).toBe('sw');
    document.documentElement.lang = 'fr';
    expect(storedLanguage()).toBe('en');
  });

  it('does not throw when storage is full or blocked', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storeLanguage('so')).not.toThrow();
  });
});

describe("a request's language (the servers')", () => {
  it('is the cookie, else the best of Accept-Language, else the default', () => {
    expect(requestLanguage('a=b; marketplace-language=sw', 'so')).toBe('sw');
    expect(requestLanguage('marketplace-language=fr', 'de-DE, so-SO;q=0.8, sw;q=0.9')).toBe('sw');
    expect(requestLanguage(undefined, 'fr, de')).toBe('en');
    expect(requestLanguage(null, null)).toBe('en');
  });

  it('reads Accept-Language by weight, then by order, and ignores q=0', () => {
    expect(acceptedLanguage('so;q=0.5, sw;q=0.5')).toBe('so');
    expect(acceptedLanguage('sw;q=0, en-GB;q=0.1')).toBe('en');
    expect(acceptedLanguage('x'.repeat(5000))).toBeUndefined();
  });
});

describe('initI18n and registerTranslations', () => {
  const demo: Translations = {
    en: { greeting: 'Hello', only: { english: 'Only in English' }, count_one: '{{count}} item', count_other: '{{count}} items' },
    so: { greeting: 'Salaan', count_one: '{{count}} shay', count_other: '{{count}} shay' },
    sw: { greeting: 'Habari', count_one: 'bidhaa {{count}}', count_other: 'bidhaa {{count}}' },
  };

  beforeAll(async () => {
    await initI18n('en');
    await registerTranslations('common', COMMON_TRANSLATIONS);
    await registerTranslations('demo', demo);
  });

  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('initialises the shared instance once, in the given language', async () => {
    expect(i18next.isInitialized).toBe(true);
    expect(i18next.language).toBe('en');
    const again = await initI18n('sw');
    expect(again).toBe(i18next);
    expect(i18next.language).toBe('en');
  });

  it('translates the common namespace by default', () => {
    expect(i18next.t('pages.home')).toBe('Home');
    expect(i18next.t('common:pages.cart')).toBe('Shopping Cart');
  });

  it('an unknown key renders as the key itself', () => {
    expect(i18next.t('pages.doesNotExist')).toBe('pages.doesNotExist');
    expect(i18next.t('demo:nope.deeper')).toBe('nope.deeper');
    expect(i18next.t('no-such-namespace:key')).toBe('key');
  });

  it('switching language changes t output', async () => {
    const t = i18next.getFixedT(null, 'demo');
    expect(t('greeting')).toBe('Hello');
    await i18next.changeLanguage('so');
    expect(i18next.t('demo:greeting')).toBe('Salaan');
    expect(i18next.t('pages.home')).toBe('Hoyga');
    await i18next.changeLanguage('sw');
    expect(i18next.t('demo:greeting')).toBe('Habari');
    expect(i18next.t('pages.home')).toBe('Nyumbani');
  });

  it('falls back to English for a key a language lacks', async () => {
    await i18next.changeLanguage('sw');
    expect(i18next.t('demo:only.english')).toBe('Only in English');
  });

  it('interpolates and pluralises', () => {
    expect(i18next.t('demo:count', { count: 1 })).toBe('1 item');
    expect(i18next.t('demo:count', { count: 3 })).toBe('3 items');
  });

  it('does not HTML-escape values (React escapes at render)', () => {
    registerTranslations('echo', { en: { v: '{{v}}' }, so: { v: '{{v}}' }, sw: { v: '{{v}}' } });
    expect(i18next.t('echo:v', { v: '<b>&</b>' })).toBe('<b>&</b>');
  });

  it('registering again replaces the bundle', () => {
    registerTranslations('swap', { en: { a: 'one' }, so: { a: 'one' }, sw: { a: 'one' } });
    registerTranslations('swap', { en: { a: 'two' }, so: { a: 'two' }, sw: { a: 'two' } });
    expect(i18next.t('swap:a')).toBe('two');
  });

  it('a loader runs only when its language becomes active, and the switch waits for it', async () => {
    const so = jest.fn(() => Promise.resolve({ title: 'Cinwaan' }));
    const sw = jest.fn(() => Promise.resolve({ title: 'Kichwa' }));
    await registerTranslations('lazy', { en: { title: 'Title', onlyEn: 'English only' }, so, sw });
    expect(so).not.toHaveBeenCalled();
    expect(i18next.t('lazy:title')).toBe('Title');

    const seenOnSwitch: string[] = [];
    const listener = () => seenOnSwitch.push(i18next.t('lazy:title'));
    i18next.on('languageChanged', listener);
    await i18next.changeLanguage('so');
    i18next.off('languageChanged', listener);

    expect(so).toHaveBeenCalledTimes(1);
    expect(sw).not.toHaveBeenCalled();
    // Components re-render on 'languageChanged': by then the bundle is there, in every namespace.
    expect(seenOnSwitch).toEqual(['Cinwaan']);
    expect(i18next.t('pages.home')).toBe('Hoyga');
    expect(i18next.t('lazy:onlyEn')).toBe('English only');
    expect(i18next.t('lazy:missing.key')).toBe('missing.key');
  });

  it('a namespace registered after a switch loads the active language at once', async () => {
    await i18next.changeLanguage('sw');
    const sw = jest.fn(() => Promise.resolve({ title: 'Kichwa cha baadaye' }));
    const so = jest.fn(() => Promise.resolve({ title: 'Cinwaan dambe' }));
    await registerTranslations('late', { en: { title: 'Late title' }, so, sw });
    expect(sw).toHaveBeenCalledTimes(1);
    expect(so).not.toHaveBeenCalled();
    expect(i18next.t('late:title')).toBe('Kichwa cha baadaye');
  });

  it('a loader that fails leaves English in place', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await registerTranslations('broken', { en: { title: 'Still English' }, so: () => Promise.reject(new Error('offline')), sw: {} });
    await i18next.changeLanguage('so');
    expect(i18next.t('broken:title')).toBe('Still English');
  });

  it('supports only en, so and sw', () => {
    expect(i18next.options.supportedLngs).toEqual(expect.arrayContaining(['en', 'so', 'sw']));
  });
});

describe('initI18n without a language', () => {
  it('uses the stored language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'so');
    let language: string | undefined;
    await new Promise<void>((resolve, reject) => {
      jest.isolateModules(() => {
        const setup = jest.requireActual('./setup') as typeof import('./setup');
        setup
          .initI18n()
          .then((instance) => {
            language = instance.language;
            resolve();
          })
          .catch(reject);
      });
    });
    expect(language).toBe('so');
  });
});

describe('COMMON_TRANSLATIONS', () => {
  const all: Translations = { en: commonEn, so: commonSo, sw: commonSw };
  const en = all.en;

  it('is English inline and loads each other language from its own module', async () => {
    expect(COMMON_TRANSLATIONS.en).toBe(commonEn);
    expect(await resolveTranslations(COMMON_TRANSLATIONS)).toEqual(all);
  });
  const enPaths = keyPaths(en).sort();

  /** Values that are the same word in every language; none in the common namespace today. */
  const PROPER_NOUNS: string[] = [];

  it('has English strings for every key', () => {
    expect(enPaths.length).toBeGreaterThan(0);
    for (const path of enPaths) expect(typeof valueAt(en, path)).toBe('string');
  });

  it.each(['so', 'sw'] as const)('%s has exactly the English key set', (language) => {
    expect(keyPaths(all[language]).sort()).toEqual(enPaths);
  });

  it.each(['so', 'sw'] as const)('%s translates every value (no English left behind)', (language) => {
    const untranslated = enPaths.filter((path) => {
      const value = valueAt(all[language], path);
      return value === valueAt(en, path) && !PROPER_NOUNS.includes(String(value));
    });
    expect(untranslated).toEqual([]);
  });

  it.each(['en', 'so', 'sw'] as const)('%s has no empty strings', (language) => {
    for (const path of enPaths) expect(String(valueAt(all[language], path)).trim()).not.toBe('');
  });

  it('names every category slug of the spec', () => {
    expect(Object.keys(en.categories as Record<string, string>).sort()).toEqual(
      ['beauty', 'clothing', 'electronics', 'food', 'home-kitchen', 'jewelry', 'models'].sort(),
    );
  });
});
